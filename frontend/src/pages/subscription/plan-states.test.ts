import { PLAN_LABELS, SUBSCRIPTION_PLANS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { isFirstVisit, markVisited, planCardState } from './plan-states';

const [free, fortnight, quadweek] = SUBSCRIPTION_PLANS;
if (!free || !fortnight || !quadweek) throw new Error('three plans expected');

describe('planCardState', () => {
  it('shows the free plan in use and the paid ones to purchase when no paid plan runs', () => {
    expect([free, fortnight, quadweek].map((plan) => planCardState(plan, null))).toEqual([
      'in use',
      'Purchase',
      'Purchase',
    ]);
  });

  it('pauses the free plan while a paid plan is in use', () => {
    expect([free, fortnight, quadweek].map((plan) => planCardState(plan, PLAN_LABELS.fortnight))).toEqual([
      'Paused',
      'in use',
      'Purchase',
    ]);
  });
});

describe('the first-visit flag', () => {
  it("reads 'popupShown' without setting it, and counts the session seen once it is set", () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    expect(isFirstVisit(storage)).toBe(true);
    // A render thrown away and done again still sees the first visit.
    expect(isFirstVisit(storage)).toBe(true);
    markVisited(storage);
    expect(items.get('popupShown')).toBe('true');
    expect(isFirstVisit(storage)).toBe(false);
    expect(isFirstVisit(null)).toBe(false);
  });
});
