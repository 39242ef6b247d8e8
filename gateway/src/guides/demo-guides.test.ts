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
import { DEMO_GUIDES, DEMO_LOGIN_GUIDE, DEMO_REVIEWS } from './demo-guide-data.js';
import { DEMO_LOGIN_FILE, demoEmail } from './demo-guides.js';
import { guides } from './guide-store.js';
import { verifiedGuides } from './guides.js';

// compose() itself, not useProduct(): demo data is seeded as `pnpm start` does, and tests restart on a DATA_DIR.
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

  it('each have a portrait of their own, a bio, languages and years (issue 26), also in an installation seeded before', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'demo-'));
    const { product: p } = await start(dataDir);
    const demo = await verifiedGuides(p.platform.store);
    const pixels = async (file: string) =>
      (
        await sharp(Buffer.from(await (await p.app.request(`/uploads/${file}`)).arrayBuffer()))
          .raw()
          .toBuffer()
      ).toString('base64');
    const portraits = new Set(await Promise.all(demo.map((guide) => pixels(guide.profilePicture))));
    expect(portraits.size).toBe(demo.length);
    for (const guide of demo) {
      const profile = (await (await p.app.request(`/api/guides/${guide.email}`)).json()) as Record<
        string,
        unknown
      >;
      expect(profile).toMatchObject({
        bio: expect.stringMatching(/\w/),
        yearsOfExperience: expect.any(Number),
      });
      expect((profile.languages as string[]).length).toBeGreaterThan(0);
    }
    // As an installation of before the portraits left them: no languages, the old picture.
    const [first] = DEMO_GUIDES;
    if (!first) throw new Error('no demo guides');
    const old = demoEmail(first);
    await guides(p.platform.store).updateOne(
      { email: old },
      {
        $set: { profilePicture: 'initials.png' },
        $unset: { bio: true, languages: true, yearsOfExperience: true },
      },
    );
    await p.platform.store.collection('seeds').deleteOne({ _id: 'demo-guide-portraits-v1' });
    await p.close();
    product = undefined;
    const { product: again } = await start(dataDir);
    const upgraded = await guides(again.platform.store).findOne({ email: old });
    expect(upgraded).toMatchObject({
      languages: expect.arrayContaining(['English']),
      bio: expect.any(String),
    });
    expect(upgraded?.profilePicture).not.toBe('initials.png');
  });

  it('read as real profiles: contact details, tours at 09:00 in India, reviews of past days', async () => {
    const before = Date.now();
    const { product: p } = await start(mkdtempSync(join(tmpdir(), 'demo-')));
    const store = p.platform.store;
    const DAY = 24 * 3600_000;
    const midnight = Date.UTC(
      new Date(before).getUTCFullYear(),
      new Date(before).getUTCMonth(),
      new Date(before).getUTCDate(),
    );
    const phones = new Set<string>();
    for (const [index, guide] of [...DEMO_GUIDES, DEMO_LOGIN_GUIDE].entries()) {
      const email = index < DEMO_GUIDES.length ? demoEmail(guide) : DEMO_LOGIN_GUIDE.email;
      expect(email).toMatch(/^([a-z]+\.[a-z]+|guide)@demo\.xploreguide\.in$/);
      expect(await store.collection('users').findOne({ email })).toMatchObject({
        username: `${guide.firstName} ${guide.lastName}`,
        address: `${guide.city}, ${guide.state}`,
      });
      const profile = await guides(store).findOne({ email });
      expect(profile).toMatchObject({
        countryCode: '+91',
        address: `${guide.city}, ${guide.state}, India`,
        guideCity: guide.state,
        guidePrice: guide.price,
        officialDocumentName: '',
        officialDocument: '',
      });
      expect(profile?.phoneNumber).toMatch(/^98\d{8}$/);
      phones.add(String(profile?.phoneNumber));

      const plans = (await store.collection('tour_plans').find({ guideEmail: email })).sort(
        (a, b) => (a.startDate as Date).getTime() - (b.startDate as Date).getTime(),
      );
      const shape = plans.map((plan) => ({
        daysAhead: Math.floor(((plan.startDate as Date).getTime() - midnight) / DAY),
        startsInIndia: (plan.startDate as Date).toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata' }),
        hours: ((plan.endDate as Date).getTime() - (plan.startDate as Date).getTime()) / 3600_000,
        price: plan.price,
      }));
      expect(shape).toEqual([
        { daysAhead: 7 + index, startsInIndia: '09:00:00', hours: 8, price: guide.price * 3 },
        { daysAhead: 21 + index, startsInIndia: '09:00:00', hours: 32, price: guide.price * 5 },
      ]);

      const reviews = (await store.collection('guide_reviews').find({ guideEmail: email })).sort(
        (a, b) => (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime(),
      );
      expect(reviews.map((r) => Math.round((before - (r.createdAt as Date).getTime()) / DAY))).toEqual(
        [1, 2, 3].map((k) => k * (4 + index)),
      );
      expect(reviews.map((r) => r.name)).toEqual(
        [0, 1, 2].map((k) => DEMO_REVIEWS[(index + k) % DEMO_REVIEWS.length]?.name),
      );
      for (const review of reviews) expect(review).toMatchObject({ touristId: 'demo', profilePicture: '' });
    }
    expect(phones.size).toBe(DEMO_GUIDES.length + 1);
  });

  it('include a login made for this installation: kept in DATA_DIR, logged once, never re-made', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'demo-'));
    const file = join(dataDir, DEMO_LOGIN_FILE);
    // Left by an earlier start that failed before its seed was recorded, readable by all.
    await writeFile(file, 'stale', { mode: 0o644 });
    const first = await start(dataDir);
    const text = await readFile(file, 'utf8');
    const password = passwordIn(text);
    expect(text.split('\n')).toEqual([
      expect.stringMatching(/^Demo guide login of this installation \(made \d{4}-\d\d-\d\dT[\d:.]+Z\):$/),
      'e-mail:   guide@demo.xploreguide.in',
      `password: ${password}`,
      'Log in with these on the site to see the guide dashboard.',
      '',
    ]);
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const announced = first.logs.filter((line) => line.file === file);
    expect(announced).toEqual([
      expect.objectContaining({
        level: 30,
        email: 'guide@demo.xploreguide.in',
        file,
        msg: 'demo guide login created: its password is in the file',
      }),
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
