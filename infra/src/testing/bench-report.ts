/**
 * Writes a benchmark's lines into docs/performance.md (`pnpm bench --throughput`, `pnpm bench:web`),
 * in the section it owns between two marker comments, with the command, when, at which commit and
 * on how loaded a host they were measured: the figures there are always the last run's, never
 * copied by hand.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const PAGE = fileURLToPath(new URL('../../../docs/performance.md', import.meta.url));

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The host as a run starts: cores and load averages (1, 5, 15 minutes). */
export function hostNow(): string {
  return `${cpus().length} cores, load ${load()}`;
}

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * Replaces the `part` section's content with `lines`, as written by `command` (creating the markers
 * at the page's end the first time).
 */
export function writeSection(
  part: string,
  command: string,
  lines: readonly string[],
  hostAtStart: string,
): void {
  const start = `<!-- bench:${part}:start -->`;
  const end = `<!-- bench:${part}:end -->`;
  const body = [
    start,
    '',
    `Written by \`${command}\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at commit \`${commit()}\`; host at the start: ${hostAtStart}; at the end: load ${load()}.`,
    '',
    '```text',
    ...lines,
    '```',
    '',
    end,
  ].join('\n');
  const page = readFileSync(PAGE, 'utf8');
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  const next =
    from >= 0 && to > from
      ? page.slice(0, from) + body + page.slice(to + end.length)
      : `${page.trimEnd()}\n\n${body}\n`;
  writeFileSync(PAGE, next);
}
