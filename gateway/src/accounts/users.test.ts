/** A user's paid plan: running only until the moment it ends. */
import { PLAN_LABELS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { toAccount, toProfile } from './account.js';
import { hasActivePlan, newUser } from './users.js';

const now = new Date('2030-06-01T12:00:00.000Z');
const paid = PLAN_LABELS.fortnight;

describe('a paid plan', () => {
  it('runs until the moment it ends, and from that moment the user is on the free plan', () => {
    const until = (end: Date) =>
      newUser('asha@example.com', { subscription: paid, subscriptionExpiresAt: end });
    expect(hasActivePlan(until(new Date(now.getTime() + 1)), now)).toBe(true);
    expect(hasActivePlan(until(now), now)).toBe(false);
    expect(hasActivePlan(until(new Date(now.getTime() - 1)), now)).toBe(false);
  });

  it('does not run without an end date, and the free plan is never a paid one', () => {
    expect(hasActivePlan(newUser('asha@example.com', { subscription: paid }), now)).toBe(false);
    const free = newUser('asha@example.com', { subscriptionExpiresAt: new Date(now.getTime() + 86_400_000) });
    expect(hasActivePlan(free, now)).toBe(false);
  });

  it('shows in the profile while it runs, and the free plan once it has ended', () => {
    const day = 86_400_000;
    const running = newUser('asha@example.com', {
      subscription: paid,
      subscriptionExpiresAt: new Date(Date.now() + day),
    });
    const ended = { ...running, subscriptionExpiresAt: new Date(Date.now() - day) };
    expect(toProfile(toAccount(running)).subscription).toBe(paid);
    expect(toProfile(toAccount(ended)).subscription).toBe(PLAN_LABELS.free);
  });
});
