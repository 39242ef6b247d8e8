/**
 * Walking tours in Chromium against the real product, on a phone: the map's code and tiles load only
 * once the map is opened, from the configured tile server (which the page's CSP lets in), with its
 * attribution escaped and no axe violation; walk mode starts each stop's narration on arrival of a
 * simulated position and the mini-player tells the next stop's distance; a refused location still
 * leaves Play; offline, the map gives way to the list.
 */
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WALK_LABELS, type WalkingTour, type WalkStop } from '@app/contracts';
import axe from 'axe-core';
import { getDistance } from 'geolib';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningProduct } from './server';
import { expectPlaying, miniPlayer, PHONE, SHOTS, shot, WAIT } from './steps';
import { useProductInChromium } from './suite';

const JAIPUR = '/ExploreMore?country=India&city=Jaipur';
/** Markup in the configured attribution must show as text: Leaflet inserts attribution as HTML. */
const ATTRIBUTION = '© Test Tiles & Friends <b>bold</b>';
const ATTRIBUTION_URL = 'https://example.com/tiles?terms=1&lang=en';
/** A 1×1 PNG: every tile the test server answers. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN48uYRAAVqArPNKMN8AAAAAElFTkSuQmCC',
  'base64',
);

let product: RunningProduct;
let browser: Browser;
let tileServer: Server;
let tileRequests = 0;
let stops: WalkStop[] = [];

/** A tile server of our own on a free port: any /{z}/{x}/{y}.png answers the PNG, and is counted. */
async function startTileServer(): Promise<number> {
  tileServer = createServer((request, response) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    tileRequests += 1;
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(TILE);
  });
  await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
  return (tileServer.address() as AddressInfo).port;
}

useProductInChromium(
  (started) => ({ product, browser } = started),
  async () => ({
    MAP_TILE_URL: `http://127.0.0.1:${await startTileServer()}/{z}/{x}/{y}.png`,
    MAP_TILE_ATTRIBUTION: ATTRIBUTION,
    MAP_TILE_ATTRIBUTION_URL: ATTRIBUTION_URL,
  }),
);
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const input = encodeURIComponent(
    JSON.stringify({ selectedCountryName: 'India', selectedCityName: 'Jaipur' }),
  );
  const answer = (await (await fetch(`${product.url}/trpc/catalog.walk?input=${input}`)).json()) as {
    result: { data: WalkingTour };
  };
  stops = answer.result.data.stops;
});
afterAll(() => new Promise((resolve) => tileServer?.close(resolve)));

/** Stop `index` of Jaipur's tour (the test needs three). */
function stopAt(index: number): WalkStop {
  const stop = stops[index];
  if (stop === undefined) throw new Error(`Jaipur's walking tour has no stop ${index + 1}`);
  return stop;
}

/**
 * A phone-sized visitor on Jaipur's Explore More page, its errors and scripts collected. With
 * `refuseLocation`, the site is refused the location outright, as a person tapping Block does.
 */
async function visitor(options: BrowserContextOptions = {}, refuseLocation = false) {
  const context = await browser.newContext({ viewport: PHONE, timezoneId: 'UTC', ...options });
  // Chromium grants the listed permissions and refuses every other one.
  if (refuseLocation) await context.grantPermissions([], { origin: product.url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${product.url}${JAIPUR}`);
  const section = page.getByRole('region', { name: WALK_LABELS.section, exact: true });
  await section.waitFor();
  return { context, page, section, errors, scripts };
}

/** Waits until the lock screen (and so the player) names `title`, then until it plays. */
async function expectNarrationOf(page: Page, title: string): Promise<void> {
  await miniPlayer(page).getByText(title, { exact: true }).waitFor();
  await page.waitForFunction((name) => navigator.mediaSession.metadata?.title === name, title);
  await expectPlaying(page);
}

/** Waits until the map shows tiles and every one of them has loaded with pixels (none refused). */
async function expectTiles(page: Page): Promise<void> {
  const loaded = () =>
    page.evaluate(() => {
      const tiles = [...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
      return tiles.length > 0 && tiles.every((tile) => tile.complete && tile.naturalWidth > 0);
    });
  await expect.poll(loaded, WAIT).toBe(true);
}

/** A precise position `meters` due north of `stop` (about 111 km to a degree of latitude). */
const northOf = (stop: WalkStop, meters: number) => ({
  latitude: stop.lat + meters / 111_195,
  longitude: stop.lng,
  accuracy: 10,
});

describe('the walking tour map', () => {
  it('loads Leaflet and its tiles only when opened, lets the CSP pass them, and credits the tiles', {
    timeout: 120_000,
  }, async () => {
    const { context, page, section, errors, scripts } = await visitor();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    expect(await section.getByRole('listitem').count()).toBe(stops.length);
    // Jaipur's hops out of town are ridden, said so with their distance (issue 26), not walked.
    const rides = stops.filter((stop) => stop.legMode === 'ride');
    expect(rides.length).toBeGreaterThan(0);
    for (const ride of rides) {
      const item = section.getByRole('listitem').filter({ hasText: ride.name });
      expect(await item.textContent()).toContain(WALK_LABELS.ride(ride.legMeters, stops.indexOf(ride)));
    }
    const walkMeters = stops.reduce((sum, stop) => sum + (stop.legMode === 'walk' ? stop.legMeters : 0), 0);
    await section.getByText(WALK_LABELS.summary(stops.length, walkMeters, 1)).waitFor();
    const tilesBefore = tileRequests;
    await page.waitForLoadState('networkidle');
    expect(tileRequests).toBe(tilesBefore);
    expect(scripts.filter((path) => path.includes('WalkMap'))).toEqual([]);

    await section.getByRole('button', { name: WALK_LABELS.openMap }).click();
    const map = section.getByRole('region', { name: WALK_LABELS.map });
    await map.waitFor();
    await expectTiles(page);
    expect(tileRequests).toBeGreaterThan(tilesBefore);
    expect(scripts.some((path) => path.includes('WalkMap'))).toBe(true);
    expect(refused).toEqual([]);

    const credit = section.getByRole('link', { name: ATTRIBUTION });
    await credit.waitFor();
    expect(await credit.isVisible()).toBe(true);
    expect(await credit.getAttribute('href')).toBe(ATTRIBUTION_URL);
    expect(await section.locator('.leaflet-control-attribution b').count()).toBe(0);
    expect(await section.locator('.walk-map__stop').count()).toBe(stops.length);
    expect(await section.locator('.walk-map__route--ride').count()).toBe(rides.length);
    // Leaflet's keyboard handling: the map itself takes focus, and it fits the phone.
    expect(await map.getAttribute('tabindex')).toBe('0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await map.scrollIntoViewIfNeeded();
    await shot(page, 'walk-map-390');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no axe violation in the section with the map open', { timeout: 120_000 }, async () => {
    // axe is injected as a script, which the site's CSP would refuse (the test above keeps the CSP).
    const { context, page, section } = await visitor({ bypassCSP: true });
    await section.getByRole('button', { name: WALK_LABELS.openMap }).click();
    await expectTiles(page);
    await page.addScriptTag({ content: axe.source });
    const findings = await page.evaluate(async () => {
      const { axe: engine } = window as unknown as { axe: typeof import('axe-core') };
      const results = await engine.run({ include: [['.walk-tour']] });
      return results.violations.map(
        (v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  at ${n.target.join(' ')}`).join('\n')}`,
      );
    });
    expect(findings).toEqual([]);
    await context.close();
  });
});

describe('walk mode', () => {
  it('starts the next stop’s narration on arrival, and the mini-player tells the distance to the next', {
    timeout: 180_000,
  }, async () => {
    const [first, second, third] = [stopAt(0), stopAt(1), stopAt(2)];
    const away = northOf(first, 5000);
    const { context, page, section, errors } = await visitor({
      permissions: ['geolocation'],
      geolocation: away,
    });
    const distanceOn = (from: { latitude: number; longitude: number }, to: WalkStop) =>
      WALK_LABELS.distanceTo(to.name, getDistance(from, { latitude: to.lat, longitude: to.lng }));

    await section.getByRole('button', { name: WALK_LABELS.startWalk }).click();
    await section.getByText(distanceOn(away, first)).waitFor();
    await shot(page, 'walk-mode-far-390');
    // Near, but not yet there: nothing starts.
    const near = northOf(first, 90);
    await context.setGeolocation(near);
    await section.getByText(distanceOn(near, first)).waitFor();
    expect(await miniPlayer(page).count()).toBe(0);

    // Within the arrival radius (not on the spot): stop 1's narration starts by itself.
    const atFirst = northOf(first, 35);
    await context.setGeolocation(atFirst);
    await expectNarrationOf(page, first.name);
    const mini = miniPlayer(page);
    await mini.getByText(distanceOn(atFirst, second)).waitFor();
    const firstSrc = await page.evaluate(() => document.querySelector('audio')?.src);

    const atSecond = northOf(second, 35);
    await context.setGeolocation(atSecond);
    await expectNarrationOf(page, second.name);
    expect(await page.evaluate(() => document.querySelector('audio')?.src)).not.toBe(firstSrc);
    await mini.getByText(distanceOn(atSecond, third)).waitFor();
    expect(await section.locator('.walk-stop--visited').count()).toBe(2);
    await shot(page, 'walk-mode-arrived-390');
    // The map shows the listener where walk mode has them.
    await section.getByRole('button', { name: WALK_LABELS.openMap }).click();
    await section.locator('.walk-map__you').waitFor();
    await section.getByRole('region', { name: WALK_LABELS.map }).scrollIntoViewIfNeeded();
    await shot(page, 'walk-mode-map-390');

    await section.getByRole('button', { name: WALK_LABELS.stopWalk }).click();
    await section.getByRole('button', { name: WALK_LABELS.startWalk }).waitFor();
    await mini.getByText(WALK_LABELS.nextStop, { exact: false }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says location is off when it is refused, and Play still plays a stop', {
    timeout: 120_000,
  }, async () => {
    const first = stopAt(0);
    const { context, page, section, errors } = await visitor({}, true);
    expect(
      await page.evaluate(async () => (await navigator.permissions.query({ name: 'geolocation' })).state),
    ).toBe('denied');
    await section.getByRole('button', { name: WALK_LABELS.startWalk }).click();
    await section.getByRole('status').getByText(WALK_LABELS.locationRefused).waitFor();
    await section.getByRole('button', { name: `${WALK_LABELS.playStop} ${first.name}` }).click();
    await expectNarrationOf(page, first.name);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('offline', () => {
  it('replaces the map button with a note and keeps the walking order', { timeout: 60_000 }, async () => {
    const { context, page, section } = await visitor();
    const mapButton = section.getByRole('button', { name: WALK_LABELS.openMap });
    await mapButton.waitFor();
    await context.setOffline(true);
    const note = section.getByText(WALK_LABELS.offlineList);
    await note.waitFor();
    await note.scrollIntoViewIfNeeded();
    expect(await mapButton.count()).toBe(0);
    expect(await section.getByRole('listitem').count()).toBe(stops.length);
    await shot(page, 'walk-offline-390');
    await context.setOffline(false);
    await mapButton.waitFor();
    await context.close();
  });
});
