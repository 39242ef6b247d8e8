import { mkdtempSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { INDIAN_STATES } from '@app/contracts';
import { parseConfig } from '@app/infra';
import pino from 'pino';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { guideMatches } from '../bookings/matching.js';
import { compose, type Product } from '../compose.js';
import { DEMO_LOGIN_FILE } from './demo-guides.js';
import { guides } from './guide-store.js';
import { verifiedGuides } from './guides.js';

let product: Product | undefined;
afterEach(async () => {
  await product?.close();
  product = undefined;
});

/** The product as `pnpm start` builds it (demo data on), on a data directory; its log lines kept. */
async function start(dataDir: string, env: Record<string, string> = {}) {
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const config = parseConfig({ DATA_DIR: dataDir, SCRYPT_LOG2_N: '10', ...env });
  product = await compose(config, pino({ level: 'info' }, sink), {
    frontendDist: null,
    roles: [],
    seed: true,
  });
  return { product, logs };
}

const logIn = (p: Product, password: string) =>
  p.app.request('/api/logIn', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ logInEmail: 'guide@demo.xploreguide.in', logInPassword: password }),
  });

const passwordIn = (text: string) => /^password: (\S+)$/m.exec(text)?.[1] ?? '';

describe('the demo guides (embedded mode)', () => {
  it('are verified guides of six states and more, covering every Indian place of the catalog', async () => {
    const { product: p } = await start(mkdtempSync(join(tmpdir(), 'demo-')));
    const demo = await verifiedGuides(p.platform.store);
    expect(demo.length).toBeGreaterThanOrEqual(14);
    expect(new Set(demo.map((g) => g.guideCity)).size).toBeGreaterThanOrEqual(6);
    for (const guide of demo) {
      expect(INDIAN_STATES).toContain(guide.guideCity);
      expect(guide.guidePrice).toBeGreaterThanOrEqual(10);
      expect(guide.guidePrice).toBeLessThanOrEqual(40);
    }
    const places = await p.platform.places.inCountry('India');
    expect(places.length).toBeGreaterThan(50);
    for (const place of places) {
      // Named as the catalog names it, by a guide of its state.
      const guide = demo.find(
        (g) => g.guidePlaces.split(', ').includes(place.name) || g.guidePlaces.includes(place.name),
      );
      expect({ place: place.name, guide: guide?.guideCity }).toEqual({
        place: place.name,
        guide: place.region,
      });
      expect(
        demo.some((g) => guideMatches(g, place, 'reserved')),
        place.name,
      ).toBe(true);
    }
    const taj = places.find((place) => place.name === 'Taj Mahal');
    expect(taj && demo.filter((g) => guideMatches(g, taj, 'instant')).length).toBeGreaterThanOrEqual(2);
  });

  it('have a drawn picture each, a few tour plans and reviews', async () => {
    const { product: p } = await start(mkdtempSync(join(tmpdir(), 'demo-')));
    const demo = await verifiedGuides(p.platform.store);
    for (const guide of demo) {
      const picture = await p.app.request(`/uploads/${guide.profilePicture}`);
      expect(picture.status).toBe(200);
      const meta = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 256, height: 256 });
      const profile = await p.app.request(`/api/guides/${guide.email}`);
      expect(await profile.json()).toMatchObject({ reviewCount: 3, averageRating: expect.any(Number) });
      const reviews = (await (await p.app.request(`/api/reviews/${guide.email}`)).json()) as unknown[];
      expect(reviews).toHaveLength(3);
      const plans = (await (
        await p.app.request(`/api/load-tour-plans?email=${guide.email}`)
      ).json()) as Array<{
        tourGuideName: string;
        startDate: string;
      }>;
      expect(plans.length).toBeGreaterThanOrEqual(2);
      for (const plan of plans) expect(Date.parse(plan.startDate)).toBeGreaterThan(Date.now());
    }
  });

  it('include a login made for this installation: kept in DATA_DIR, logged once, never re-made', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'demo-'));
    const file = join(dataDir, DEMO_LOGIN_FILE);
    // Left by an earlier start that failed before its seed was recorded, readable by all.
    await writeFile(file, 'stale', { mode: 0o644 });
    const first = await start(dataDir);
    const text = await readFile(file, 'utf8');
    const password = passwordIn(text);
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const announced = first.logs.filter((line) => line.file === file);
    expect(announced).toEqual([
      expect.objectContaining({ level: 30, email: 'guide@demo.xploreguide.in', file }),
    ]);
    expect(JSON.stringify(first.logs)).not.toContain(password);
    const res = await logIn(first.product, password);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { email: 'guide@demo.xploreguide.in' } });
    expect((await logIn(first.product, 'Wrong#12345')).status).toBe(401);
    const own = await first.product.app.request('/api/guides/guide@demo.xploreguide.in', {
      headers: { cookie: res.headers.getSetCookie()[0]?.split(';')[0] ?? '' },
    });
    expect(await own.json()).toMatchObject({
      verificationStatus: 'Verified',
      phoneNumber: expect.any(String),
    });
    const count = await guides(first.product.platform.store).count({});
    await first.product.close();
    product = undefined;

    const second = await start(dataDir);
    expect(await readFile(file, 'utf8')).toBe(text);
    expect(second.logs.filter((line) => line.file === file)).toEqual([]);
    expect(await guides(second.product.platform.store).count({})).toBe(count);
    expect((await logIn(second.product, password)).status).toBe(200);

    // Another installation gets another password.
    await second.product.close();
    product = undefined;
    const other = mkdtempSync(join(tmpdir(), 'demo-'));
    await start(other);
    expect(passwordIn(await readFile(join(other, DEMO_LOGIN_FILE), 'utf8'))).not.toBe(password);
  });

  it('are not made when demo data is turned off', async () => {
    const { product: p } = await start(mkdtempSync(join(tmpdir(), 'demo-')), { SEED_DEMO_DATA: 'false' });
    expect(await guides(p.platform.store).count({})).toBe(0);
  });
});
