/**
 * The marketplace and payments as a state machine (issue 22): generated sequences of bookings,
 * offers, guides' answers, orders, payments (by callback, webhook or reconciliation), webhooks
 * repeated and out of order, forged captures, cancellations and time passing, run against the real
 * product; after every step the invariants in invariants.ts must hold, and no request may answer
 * 5xx. The test run (and CI) runs MODEL_RUNS sequences (default 40) from a fixed seed;
 * `pnpm test:model --runs N` runs more (1000 by default), and MODEL_SEED replays another seed.
 */
import fc from 'fast-check';
import { afterEach, it } from 'vitest';
import { commands, runRounds } from './commands.js';
import { checkInvariants } from './invariants.js';
import { advanceClock, type Model, startWorld, stopWorld, type World } from './world.js';

const RUNS = Number(process.env.MODEL_RUNS ?? 40);
const SEED = Number(process.env.MODEL_SEED ?? 22);

let world: World | undefined;
afterEach(async () => {
  await stopWorld(world);
  world = undefined;
});

it(
  'keeps money, calendars and coupons right under any sequence of what users, guides and the provider do',
  async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30, size: '+1' }), async (cmds) => {
        await stopWorld(world);
        world = await startWorld();
        const model: Model = { bookings: [], orders: [] };
        await fc.asyncModelRun(() => ({ model, real: world as World }), cmds);
        // Then days pass: every deadline falls, every round runs (the late asks of expired orders
        // too), and nothing may be owed. The rounds run first at the present, as the running
        // product's would before any time passed (a capture owed now is made now).
        await runRounds(world as World);
        for (const hours of [26, 73, 73, 73]) {
          advanceClock(hours * 3600_000);
          await runRounds(world as World);
        }
        await checkInvariants(world as World, true);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  },
  30 * 60_000,
);
