/**
 * The shrunk sequences that showed issue 22's defects, replayed as they were found (and the two the
 * generator reaches too rarely, written by hand): each must now end with every rule kept. Taking
 * out the fix a sequence names makes it fail again with the rule it broke.
 */
import fc from 'fast-check';
import { afterEach, describe, it } from 'vitest';
import { Answer, Book, ForgedCapture, Offer, Order, Pay, Tick } from './commands.js';
import { checkInvariants } from './invariants.js';
import { type Model, startWorld, stopWorld, type World } from './world.js';

let world: World | undefined;
afterEach(async () => {
  await stopWorld(world);
  world = undefined;
});

type Command = fc.AsyncCommand<Model, World>;

async function replay(cmds: readonly Command[]): Promise<void> {
  world = await startWorld();
  const model: Model = { bookings: [], orders: [] };
  const real = world;
  await fc.asyncModelRun(() => ({ model, real }), cmds);
  await checkInvariants(real, true);
}

const SEQUENCES: Record<string, readonly Command[]> = {
  'an unpaid draft holds its guide': [new Book(0, 0, 'instant', 1, 9, 1)],
  'a signed 1-cent capture credits an 11.99 USD plan': [new Order(0, { type: 'plan' }), new ForgedCapture(0)],
  'a dot in a place name takes the money and delivers nothing': [
    new Order(0, { type: 'special-plan', plan_name: 'Chennai Highlights' }),
    new Pay(0, 'callback'),
  ],
  'a late payment of an expired order is neither credited nor refunded': [
    new Order(0, { type: 'special-plan', plan_name: 'Chennai Highlights' }),
    new Tick(16),
    new Tick(16),
    new Pay(0, 'none'),
  ],
  'one special plan is charged twice': [
    new Order(1, { type: 'special-plan', plan_name: 'Delhi Highlights' }),
    new Order(1, { type: 'special-plan', plan_name: 'Delhi Highlights' }),
    new Pay(1, 'callback'),
    new Pay(0, 'callback'),
  ],
  'a renegotiation after the order is paid at the old price': [
    new Book(0, 0, 'instant', 1, 9, 1),
    new Order(0, { type: 'booking', index: 0 }),
    new Offer(0, 0, 12.5, 1),
    new Answer(0, 'accept'),
    new Pay(0, 'callback'),
  ],
  'two drafts of one guide are both paid (double booking)': [
    new Book(0, 0, 'instant', 1, 9, 1),
    new Book(1, 0, 'instant', 1, 9, 1),
    new Order(0, { type: 'booking', index: 0 }),
    new Order(0, { type: 'booking', index: 1 }),
    new Pay(0, 'callback'),
    new Pay(1, 'callback'),
  ],
  'loose numbers round to an excluded bound': [
    new Book(0, 0, 'reserved', 1, 10, 1),
    new Offer(0, 0, 19.999999999, 1),
    new Offer(0, 0, '0x10', 1),
    new Offer(0, 0, [19.99], 1),
  ],
  'one buyer opens unpaid orders by the hundred': Array.from(
    { length: 6 },
    () => new Order(0, { type: 'plan' }),
  ),
  'a paid request is mailed as confirmed, and its payment captured before the guide answers': [
    new Book(0, 0, 'instant', 1, 9, 1),
    new Order(0, { type: 'booking', index: 0 }),
    new Pay(0, 'callback'),
    new Tick(1),
    new Answer(0, 'accept'),
    new Tick(1),
  ],
  // Found by `pnpm test:model --runs 300` (the 48th sequence) once the rule was written: the test
  // run's 40 do not reach it.
  'a second authorisation of a paid request is not before the operator': [
    new Book(0, 0, 'instant', 1, 9, 1),
    new Order(0, { type: 'booking', index: 0 }),
    new Pay(0, 'callback'),
    new Pay(0, 'callback'),
  ],
};

describe('the sequences that showed issue 22’s defects', () => {
  for (const [defect, cmds] of Object.entries(SEQUENCES))
    it(`keep every rule: ${defect}`, () => replay(cmds), 60_000);
});
