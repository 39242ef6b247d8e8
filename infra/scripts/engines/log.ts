/** Progress on stdout and failures on stderr (the lint forbids console). */

export function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

export function complain(line: string): void {
  process.stderr.write(`${line}\n`);
}

export function secondsSince(start: number): string {
  return `${((performance.now() - start) / 1000).toFixed(1)}s`;
}

/** Runs one long step between a line saying it started and one saying how long it took. */
export async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  say(`${label}…`);
  const start = performance.now();
  const result = await work();
  say(`${label}: done in ${secondsSince(start)}`);
  return result;
}
