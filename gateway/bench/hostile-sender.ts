/**
 * The hostile client of hostile.ts, in a process of its own so its work does not share the
 * measured event loop: posts the given log-in bodies, `senders` at a time, for `seconds`; prints
 * `sending` once the first is answered, and at the end how each was answered as one JSON line.
 */
const [target, senders, seconds, ...lengths] = process.argv.slice(2);
if (target === undefined) throw new Error('usage: hostile-sender <gateway> <senders> <seconds> <length>...');
const gateway: string = target;

/** "a@" then dots and a space: what made the old e-mail pattern backtrack for seconds. */
const hostileEmail = (length: number) => `a@${'.'.repeat(length - 3)} `;
const bodies = lengths.map((length) =>
  JSON.stringify({ logInEmail: hostileEmail(Number(length)), logInPassword: 'whatever-1A' }),
);
const until = performance.now() + Number(seconds) * 1000;
const answered: Record<number, number> = {};

async function send(first: number): Promise<void> {
  for (let n = first; performance.now() < until; n++) {
    const res = await fetch(`${gateway}/api/logIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: gateway },
      body: bodies[n % bodies.length] ?? '',
    });
    await res.arrayBuffer();
    if (Object.keys(answered).length === 0) process.stdout.write('sending\n');
    answered[res.status] = (answered[res.status] ?? 0) + 1;
  }
}

await Promise.all(Array.from({ length: Number(senders) }, (_, i) => send(i)));
process.stdout.write(`${JSON.stringify(answered)}\n`);
