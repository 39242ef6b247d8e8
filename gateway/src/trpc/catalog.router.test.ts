import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../test/caller.js';
import { type Harness, harness } from '../../test/harness.js';

let h: Harness;
let api: Caller;
beforeAll(async () => {
  h = await harness();
  api = await callerFor(h);
});
afterAll(async () => {
  await h.close();
});

describe('catalog.geocode', () => {
  it('names the address nearest to a position, as GET /api/geocode does', async () => {
    expect(await api.catalog.geocode({ lat: 26.9855, lng: 75.8513 })).toEqual({
      results: [{ formatted_address: 'Jaipur, Rajasthan, India' }],
    });
    expect(await api.catalog.geocode({ lat: -40, lng: -130 })).toEqual({ results: [] });
  });

  it.each([
    [{ lat: 91, lng: 0 }, 'lat must be a number between -90 and 90.'],
    [{ lat: 0, lng: -180.5 }, 'lng must be a number between -180 and 180.'],
    [{ lat: Number.NaN, lng: 1 }, 'lat must be a number between -90 and 90.'],
  ])('refuses %j in the REST route’s words', async (input, message) => {
    await expect(api.catalog.geocode(input)).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
  });
});
