import { describe, expect, it } from 'vitest';
import { planHolding } from './bought-plan';

describe('the bought plan a place of the list opens with', () => {
  const plans: Array<{ plan_name: string; tourist_places: Record<string, string> }> = [
    {
      plan_name: 'Jaipur Highlights',
      tourist_places: { 'Hawa Mahal': 'listened', 'Amber Fort': 'not listened' },
    },
    { plan_name: 'Forts of India', tourist_places: { 'Amber Fort': 'not listened' } },
  ];

  it('is the first bought plan holding it, and none for a place no bought plan holds', () => {
    expect(planHolding(plans, 'Hawa Mahal')).toBe('Jaipur Highlights');
    expect(planHolding(plans, 'Amber Fort')).toBe('Jaipur Highlights');
    expect(planHolding(plans, 'Jal Mahal')).toBeNull();
    expect(planHolding([], 'Hawa Mahal')).toBeNull();
  });
});
