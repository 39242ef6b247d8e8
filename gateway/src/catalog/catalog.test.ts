import type { CatalogPlace } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { post } from '../../test/http.js';

const product = useProduct({ shared: true });

describe('POST /api/touristPlaces', () => {
  it('lists a city’s places as {id, name, imageUrl, photoUrl}', async () => {
    const h = await product();
    const res = await h.app.request('/api/touristPlaces', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ selectedCountryName: 'India', selectedCityName: 'Agra' }),
    });
    const places = (await res.json()) as Array<Record<string, string>>;
    expect(places.length).toBeGreaterThanOrEqual(5);
    expect(places).toContainEqual({
      id: 'taj-mahal',
      name: 'Taj Mahal',
      imageUrl: '/api/places/taj-mahal/image.svg',
      photoUrl: '/api/places/taj-mahal/image.svg',
    });
  });

  it('understands the names people use: USA and New York', async () => {
    const h = await product();
    const res = await post(h, '/api/touristPlaces', {
      selectedCountryName: 'USA',
      selectedCityName: 'New York',
    });
    expect(JSON.stringify(res.body)).toContain('Statue Of Liberty');
  });

  it('answers an empty list for a city without curated places, and 400 for missing fields', async () => {
    const h = await product();
    const none = await h.app.request('/api/touristPlaces', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ selectedCountryName: 'India', selectedCityName: 'Nagpur' }),
    });
    expect(await none.json()).toEqual([]);
    expect(await post(h, '/api/touristPlaces', { selectedCountryName: 'India' })).toMatchObject({
      status: 400,
      body: { message: 'Please choose a city.' },
    });
    expect(
      (
        await post(h, '/api/touristPlaces', {
          selectedCountryName: 'x'.repeat(200),
          selectedCityName: 'Agra',
        })
      ).status,
    ).toBe(400);
  });
});

describe('search, one place, and pictures', () => {
  it('finds places by words of their name, city or country', async () => {
    const h = await product();
    const res = await h.app.request('/api/searchedTouristPlace', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ searchedTouristPlace: 'fort jaipur' }),
    });
    const found = (await res.json()) as Array<{ name: string; photoUrl: string }>;
    expect(found.map((p) => p.name)).toEqual(expect.arrayContaining(['Amber Fort', 'Nahargarh Fort']));
    expect(found.every((p) => p.photoUrl.endsWith('.svg'))).toBe(true);
    expect((await post(h, '/api/searchedTouristPlace', { searchedTouristPlace: '' })).status).toBe(400);
  });

  it('gives one place’s data without the audio book or the quiz answers', async () => {
    const h = await product();
    const res = await post(h, '/api/getTouristData', { touristPlace: 'Golden Pavilion' });
    expect(res.body).toMatchObject({
      id: 'golden-pavilion',
      city: 'Kyoto',
      country: 'Japan',
      category: expect.any(String),
    });
    expect(res.body.mapsUrl).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Golden%20Pavilion/,
    );
    expect(JSON.stringify(res.body)).not.toMatch(/longNarration|"answer"/);
    // The app tells an unknown place by its code, never by the message's text.
    expect(await post(h, '/api/getTouristData', { touristPlace: 'Nowhere Land' })).toMatchObject({
      status: 404,
      body: { message: 'We could not find that tourist place.', code: 'UNKNOWN_PLACE' },
    });
  });

  it('draws each place as its kind, named in the picture, and 404 for an unknown place', async () => {
    const h = await product();
    const res = await h.app.request('/api/places/hawa-mahal/image.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await res.text();
    expect(svg).toContain('aria-label="Hawa Mahal, Jaipur: palace"');
    // A drawing of its kind (a palace), never of another kind.
    expect(svg).toContain('<g class="kind-palace">');
    expect(svg).not.toMatch(/class="kind-(?!palace")/);
    expect((await h.app.request('/api/places/nope/image.svg')).status).toBe(404);
  });

  it('draws a city’s banner from its kinds, a plain one for a city without places, 400 without a city', async () => {
    const h = await product();
    const res = await h.app.request('/api/cities/image.svg?country=India&city=Jaipur');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await res.text();
    expect(svg).toContain('aria-label="Jaipur, India"');
    expect(svg).toMatch(/class="kind-(fort|palace)"/);
    const none = await h.app.request('/api/cities/image.svg?country=India&city=Nagpur');
    expect(none.status).toBe(200);
    expect(await none.text()).not.toMatch(/class="kind-/);
    const bad = await h.app.request('/api/cities/image.svg?country=India');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'Please choose a city.' });
    expect((await h.app.request('/api/cities/image.svg?country=India&city=%20')).status).toBe(400);
  });

  it('has no photo offline: photoUrl is the card, and /photo answers 404', async () => {
    const h = await product();
    const res = await post(h, '/api/searchedTouristPlace', { searchedTouristPlace: 'Hawa Mahal' });
    expect((res.body as unknown as Array<Record<string, string>>)[0]).toMatchObject({
      photoUrl: '/api/places/hawa-mahal/image.svg',
      category: 'Fort & Palace',
    });
    expect((await h.app.request('/api/places/hawa-mahal/photo')).status).toBe(404);
  });
});

describe('POST /api/special-tours', () => {
  it('lists the country’s 1 USD plans with their places not listened yet', async () => {
    const h = await product();
    const res = await post(h, '/api/special-tours', { country: 'India' });
    expect(res.body.success).toBe(true);
    const plans = res.body.data as Array<{
      plan_name: string;
      price: number;
      tourist_places: Record<string, string>;
    }>;
    expect(plans.length).toBeGreaterThanOrEqual(10);
    const agra = plans.find((p) => p.plan_name === 'Agra Highlights');
    expect(agra?.price).toBe(1);
    expect(agra?.tourist_places['Taj Mahal']).toBe('not listened');
    expect(Object.keys(agra?.tourist_places ?? {}).length).toBeLessThanOrEqual(6);
  });

  it('makes one plan per city of three places or more, in city order, of its first six places', async () => {
    const h = await product();
    const places = (city: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({ name: `${city} ${i + 1}`, city, country: 'Testland' }));
    vi.spyOn(h.deps.places, 'inCountry').mockResolvedValueOnce([
      ...places('Zeta', 3),
      ...places('Alpha', 8),
      ...places('Beta', 2),
      ...places('São Tomé (Old Town)', 3),
    ] as unknown as CatalogPlace[]);
    // Asked in other letters than the catalog spells it: the plans name the catalog's country.
    const plans = (await post(h, '/api/special-tours', { country: 'testland' })).body.data;
    const notListened = (city: string, count: number) =>
      Object.fromEntries(places(city, count).map((place) => [place.name, 'not listened']));
    expect(plans).toEqual([
      {
        id: 'alpha-highlights',
        plan_name: 'Alpha Highlights',
        country: 'Testland',
        city: 'Alpha',
        tourist_places: notListened('Alpha', 6),
        price: 1,
        currency: 'USD',
      },
      {
        id: 'sao-tome-old-town-highlights',
        plan_name: 'São Tomé (Old Town) Highlights',
        country: 'Testland',
        city: 'São Tomé (Old Town)',
        tourist_places: notListened('São Tomé (Old Town)', 3),
        price: 1,
        currency: 'USD',
      },
      {
        id: 'zeta-highlights',
        plan_name: 'Zeta Highlights',
        country: 'Testland',
        city: 'Zeta',
        tourist_places: notListened('Zeta', 3),
        price: 1,
        currency: 'USD',
      },
    ]);
  });

  it('answers an empty list for a country without plans, and 400 without a country', async () => {
    const h = await product();
    expect((await post(h, '/api/special-tours', { country: 'Iceland' })).body).toEqual({
      success: true,
      data: [],
    });
    expect((await post(h, '/api/special-tours', {})).status).toBe(400);
  });
});

describe('the catalog over tRPC', () => {
  it('answers countries, cities, places of a city and one place', async () => {
    const h = await product();
    const api = await callerFor(h);
    expect((await api.catalog.countries()).length).toBeGreaterThan(240);
    expect(await api.catalog.cities({ countryCode: 'FR' })).toEqual(
      expect.arrayContaining([{ value: 'Paris', label: 'Paris' }]),
    );
    expect(
      JSON.stringify(
        await api.catalog.touristPlaces({ selectedCountryName: 'France', selectedCityName: 'Paris' }),
      ),
    ).toContain('Eiffel Tower');
    // The app's own list also names each place's city and kind, for its picture card.
    expect(
      await api.catalog.touristPlaces({ selectedCountryName: 'France', selectedCityName: 'Paris' }),
    ).toContainEqual(
      expect.objectContaining({ id: 'eiffel-tower', city: 'Paris', country: 'France', category: 'Landmark' }),
    );
    expect(await api.catalog.place({ touristPlace: 'eiffel-tower' })).toMatchObject({
      name: 'Eiffel Tower',
    });
    await expect(api.catalog.cities({ countryCode: 'ZZ' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
