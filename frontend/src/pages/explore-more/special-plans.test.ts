import type { SpecialTourPlan } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { plansForCity } from './SpecialPlans';

const plan = (name: string): SpecialTourPlan => ({
  id: name.toLowerCase().replace(/\s+/g, '-'),
  plan_name: name,
  country: 'India',
  city: name.split(' ')[0] ?? '',
  tourist_places: {},
  price: 1,
  currency: 'USD',
});

describe('plansForCity', () => {
  it("puts the city's own plan first and keeps the others in order", () => {
    const plans = [plan('Agra Highlights'), plan('Amritsar Highlights'), plan('Jaipur Highlights')];
    expect(plansForCity(plans, 'Jaipur').map((p) => p.plan_name)).toEqual([
      'Jaipur Highlights',
      'Agra Highlights',
      'Amritsar Highlights',
    ]);
  });

  it('matches the city by whole name, in any case', () => {
    const plans = [plan('Delhi Highlights'), plan('New Delhi Highlights')];
    expect(plansForCity(plans, 'new delhi')[0]?.plan_name).toBe('New Delhi Highlights');
    expect(plansForCity(plans, 'Goa').map((p) => p.plan_name)).toEqual([
      'Delhi Highlights',
      'New Delhi Highlights',
    ]);
  });
});
