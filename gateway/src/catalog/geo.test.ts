import { describe, expect, it } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { post } from '../../test/http.js';

const product = useProduct({ shared: true });

describe('countries and cities', () => {
  it('answers POST /api/getAllCountries with every country', async () => {
    const h = await product();
    const res = await h.app.request('/api/getAllCountries', { method: 'POST' });
    const countries = (await res.json()) as Array<{ name: string; isoCode: string }>;
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ name: 'Japan', isoCode: 'JP' });
  });

  it('answers POST /api/getAllCitiesOfACountry with {value, label} cities', async () => {
    const h = await product();
    const res = await h.app.request('/api/getAllCitiesOfACountry', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ countryCode: 'IN' }),
    });
    expect(await res.json()).toEqual(expect.arrayContaining([{ value: 'Jaipur', label: 'Jaipur' }]));
  });

  it.each([
    [{}, 400, 'Please choose a country.'],
    [{ countryCode: 'India!' }, 400, 'Please choose a country.'],
    [{ countryCode: 42 }, 400, 'Please choose a country.'],
    [{ countryCode: 'ZZ' }, 404, 'Unknown country code.'],
  ])('answers %j with %i', async (body, status, message) => {
    const h = await product();
    expect(await post(h, '/api/getAllCitiesOfACountry', body)).toMatchObject({ status, body: { message } });
  });
});

describe('GET /api/geocode', () => {
  it('names the nearest city, state and country', async () => {
    const h = await product();
    const res = await h.app.request('/api/geocode?lat=26.9855&lng=75.8513');
    expect(await res.json()).toEqual({ results: [{ formatted_address: 'Jaipur, Rajasthan, India' }] });
  });

  it('answers an empty list far from any city', async () => {
    const h = await product();
    expect(await (await h.app.request('/api/geocode?lat=-40&lng=-130')).json()).toEqual({ results: [] });
  });

  it.each([
    ['', 'lat is required.'],
    ['?lat=27', 'lng is required.'],
    ['?lat=91&lng=0', 'lat must be a number between -90 and 90.'],
    ['?lat=0&lng=-180.5', 'lng must be a number between -180 and 180.'],
    ['?lat=abc&lng=1', 'lat must be a number between -90 and 90.'],
    ['?lat=1e999&lng=1', 'lat must be a number between -90 and 90.'],
  ])('answers 400 for %s', async (query, message) => {
    const h = await product();
    const res = await h.app.request(`/api/geocode${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, code: 'INVALID_INPUT' });
  });
});
