import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';

const product = useProduct({ shared: true });

describe('catalog.geocode', () => {
  it('names the address nearest to a position, as GET /api/geocode does', async () => {
    const api = await callerFor(await product());
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
    const api = await callerFor(await product());
    await expect(api.catalog.geocode(input)).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
  });
});
