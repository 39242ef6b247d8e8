import { createServer } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { ExternalAnswerError } from '../external-answer.js';
import { GooglePlaces } from './google-places.js';

const HAWA = {
  id: 'ChIJ-hawa',
  displayName: { text: 'Hawa Mahal' },
  formattedAddress: 'Hawa Mahal Rd, Jaipur, Rajasthan 302002, India',
  location: { latitude: 26.9239, longitude: 75.8267 },
  primaryTypeDisplayName: { text: 'Historical landmark' },
  editorialSummary: { text: 'Pink sandstone palace with a honeycomb facade of small windows.' },
  addressComponents: [
    { longText: 'Jaipur', shortText: 'Jaipur', types: ['locality'] },
    { longText: 'Rajasthan', shortText: 'RJ', types: ['administrative_area_level_1'] },
    { longText: 'India', shortText: 'IN', types: ['country'] },
  ],
};

describe('Google Places adapter against a local server speaking the Places API', () => {
  it('text-searches a city, reads one place by id, and maps them to the catalog’s shape', async () => {
    const seen: Array<{ method?: string; url?: string; key?: string; mask?: string; body: string }> = [];
    const server = createServer(async (req, res) => {
      const body = (await buffer(req)).toString();
      seen.push({
        method: req.method,
        url: req.url,
        key: String(req.headers['x-goog-api-key']),
        mask: String(req.headers['x-goog-fieldmask']),
        body,
      });
      const json = { 'content-type': 'application/json' };
      if (req.url === '/v1/places:searchText')
        res.writeHead(200, json).end(JSON.stringify({ places: [HAWA, { id: 'no-name' }] }));
      else if (req.url === '/v1/places/ChIJ-hawa') res.writeHead(200, json).end(JSON.stringify(HAWA));
      else if (req.url === '/v1/places/ChIJ-gone') res.writeHead(404).end('{}');
      else res.writeHead(500).end('boom');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const places = new GooglePlaces('key-1', `http://127.0.0.1:${port}`);

    const found = await places.inCity('India', 'Jaipur');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      id: 'g-ChIJ-hawa',
      name: 'Hawa Mahal',
      city: 'Jaipur',
      region: 'Rajasthan',
      country: 'India',
      countryCode: 'IN',
      lat: 26.9239,
    });
    expect(found[0]?.facts).toContain('Pink sandstone palace with a honeycomb facade of small windows.');
    expect(seen[0]).toMatchObject({ method: 'POST', key: 'key-1' });
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({
      textQuery: 'tourist attractions in Jaipur, India',
      maxResultCount: 20,
    });
    expect(seen[0]?.mask).toContain('places.displayName');

    expect((await places.byId('g-ChIJ-hawa'))?.name).toBe('Hawa Mahal');
    expect(await places.byId('g-ChIJ-gone')).toBeNull();
    expect(await places.byId('taj-mahal')).toBeNull();
    expect((await places.byName('Hawa Mahal', 'Jaipur'))?.id).toBe('g-ChIJ-hawa');
    server.close();
  });
});

describe('Google Places adapter refusing a malformed answer', () => {
  it('refuses a place of the wrong shape, and a body that is not JSON, with an error naming the problem', async () => {
    const server = createServer((req, res) => {
      const json = { 'content-type': 'application/json' };
      if (req.url === '/v1/places:searchText')
        res.writeHead(200, json).end(JSON.stringify({ places: [{ ...HAWA, displayName: 'Hawa Mahal' }] }));
      else res.writeHead(200, json).end('<html>captive portal</html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const places = new GooglePlaces('key-1', `http://127.0.0.1:${port}`);
    try {
      const search = places.inCity('India', 'Jaipur');
      await expect(search).rejects.toBeInstanceOf(ExternalAnswerError);
      await expect(search).rejects.toThrow(
        'Places API gave a malformed answer: places.0.displayName: Invalid input: expected object, received string',
      );
      await expect(places.byId('g-ChIJ-hawa')).rejects.toThrow(
        'Places API gave a malformed answer: not JSON: "<html>captive portal</html>"',
      );
    } finally {
      server.close();
    }
  });
});

describe('Google Places adapter and place photos', () => {
  it('gives a place’s first photo as a keyless media URL and fetches its bytes with the key', async () => {
    const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    const seen: Array<{ url?: string; key?: string }> = [];
    const server = createServer((req, res) => {
      seen.push({ url: req.url, key: req.headers['x-goog-api-key']?.toString() });
      const json = { 'content-type': 'application/json' };
      const withPhoto = { ...HAWA, photos: [{ name: 'places/ChIJ-hawa/photos/ref-1' }] };
      if (req.url === '/v1/places:searchText')
        res.writeHead(200, json).end(JSON.stringify({ places: [withPhoto, { ...HAWA, id: 'ChIJ-bare' }] }));
      else if (req.url === '/v1/places/ChIJ-hawa/photos/ref-1/media?maxWidthPx=1200&skipHttpRedirect=true')
        res.writeHead(200, json).end(JSON.stringify({ photoUri: `http://127.0.0.1:${port}/lh/hawa.jpg` }));
      else if (req.url === '/lh/hawa.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG);
      else res.writeHead(404).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const places = new GooglePlaces('key-1', `http://127.0.0.1:${port}`);
    try {
      const [hawa, bare] = await places.inCity('India', 'Jaipur');
      expect(seen[0]?.url).toBe('/v1/places:searchText');
      expect(hawa?.photoUrl).toBe(
        `http://127.0.0.1:${port}/v1/places/ChIJ-hawa/photos/ref-1/media?maxWidthPx=1200`,
      );
      expect(bare?.photoUrl).toBeUndefined();
      if (!hawa || !bare) throw new Error('two places expected');

      const photo = await places.photo(hawa);
      expect(photo?.contentType).toBe('image/jpeg');
      expect(Buffer.from(photo?.body ?? [])).toEqual(JPEG);
      // The key goes to the Places API only, never to where the picture itself is served.
      expect(seen.slice(1)).toEqual([
        {
          url: '/v1/places/ChIJ-hawa/photos/ref-1/media?maxWidthPx=1200&skipHttpRedirect=true',
          key: 'key-1',
        },
        { url: '/lh/hawa.jpg', key: undefined },
      ]);
      expect(await places.photo(bare)).toBeNull();
      // A URL that is not this provider's is never fetched.
      expect(await places.photo({ ...hawa, photoUrl: 'http://169.254.169.254/v1/places/x' })).toBeNull();
      expect(await places.coverage()).toBeNull();
    } finally {
      server.close();
    }
  });
});
