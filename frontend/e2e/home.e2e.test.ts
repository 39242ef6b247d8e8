import { EXAMPLE_COMPANY, exploreHref, FEATURED_PLACES, MESSAGES, ROUTES } from '@app/contracts';
import type { Browser, BrowserContext, ConsoleMessage, Page, Request } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_CHUNKS_ID, PAGE_CHUNKS_PER_TASK } from '../src/app/page-chunks';
import { manifest } from './built-app';
import { layoutShift, watchLayoutShift } from './layout-shift';
import type { RunningProduct } from './server';
import { useProductInChromium } from './suite';

let product: RunningProduct;
let browser: Browser;

useProductInChromium((started) => ({ product, browser } = started));

/** Console errors (CSP violations and React's hydration errors included) and uncaught ones. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Holds back the data layer's chunk, which taking a prerendered page over waits for; the function
 * returned lets it through.
 */
async function holdDataLayer(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/layout-data-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A returning visitor: a narration language and a sign-in from an earlier visit. Records what
 * the takeover of a page removes from its <main> (`lostFromMain`): hydration keeps the page's
 * elements, a page thrown away and drawn again would lose them. Setting `filtering` stops it.
 */
async function returningVisitor(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    localStorage.setItem('languageDetail', 'Hindi');
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('username', 'Asha Rao');
  });
  await context.addInitScript(() => {
    const lost: string[] = [];
    Object.assign(window, { lostFromMain: lost, filtering: false });
    new MutationObserver((records) => {
      if ((window as unknown as { filtering: boolean }).filtering) return;
      for (const record of records) {
        const parent = record.target instanceof Element ? record.target : null;
        if (parent?.closest('main') === null) continue;
        for (const node of record.removedNodes)
          if (node instanceof Element) lost.push(`${node.tagName}.${node.className}`);
      }
    }).observe(document, { subtree: true, childList: true });
  });
}

const lostFromMain = (page: Page) =>
  page.evaluate(() => (window as unknown as { lostFromMain: string[] }).lostFromMain);

/** A page that records console errors, CSP violations included. */
async function openPage(path: string, width = 1440): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const errors = recordErrors(page);
  await page.goto(`${product.url}${path}`);
  return { page, errors };
}

describe('home page in Chromium', () => {
  it('shows the test-payments notice in the first paint, before the data layer has loaded', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // The data layer's chunk never arrives: what shows is the first paint alone.
    await page.route(/\/assets\/layout-data-[^/]+\.js$/, () => undefined);
    await page.goto(`${product.url}/`);
    await page.getByRole('note').getByText('Test payments').waitFor();
    const notice = await page.getByRole('complementary', { name: 'Test payments' }).boundingBox();
    const nav = await page.getByRole('navigation').first().boundingBox();
    expect(notice?.y).toBe(0);
    expect(nav?.y).toBeGreaterThanOrEqual((notice?.y ?? 0) + (notice?.height ?? 0));
    await page.close();
  });

  it('steps the carousel 105% per step up to its limit at 1440 px, and links each place to /Explore', async () => {
    const { page } = await openPage('/');
    const next = page.getByRole('button', { name: 'Next destinations' });
    const previous = page.getByRole('button', { name: 'Previous destinations' });
    const firstCard = page.locator('#destinations-track > *').first();
    const offset = () => firstCard.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const cardWidth = await firstCard.evaluate((el) => el.getBoundingClientRect().width);

    expect(await previous.isDisabled()).toBe(true);
    expect(await offset()).toBe(0);
    await next.click();
    await page.waitForFunction((w) => {
      const el = document.querySelector('#destinations-track > *');
      return el !== null && Math.abs(new DOMMatrix(getComputedStyle(el).transform).m41 + 1.05 * w) < 1;
    }, cardWidth);
    await next.click();
    await page.waitForFunction(
      () => (document.querySelector('button[aria-label="Next destinations"]') as HTMLButtonElement).disabled,
    );
    expect(await next.isDisabled()).toBe(true);
    expect(await previous.isDisabled()).toBe(false);

    const hrefs = await page
      .locator('#explore a[href^="/Explore?"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/Explore?country=India&city=Agra&touristPlace=Taj+Mahal');
    expect(hrefs).toHaveLength(5);
    await page.close();
  });

  it('opens a legal page from the footer, with the refund rules', async () => {
    const { page, errors } = await openPage('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund and Cancellation Policy' }).click();
    await page.waitForURL(`${product.url}/RefundAndCacellationPolicy`);
    // The page's chunk and its text load lazily, one after the other: wait for the text itself.
    await page.getByRole('heading', { level: 1, name: 'Refund and Cancellation Policy' }).waitFor();
    await page.locator('main').getByText('7 to 10 business days').first().waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('7 to 10 business days');
    expect(text).toMatch(/within 24 hours/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows a legal page with the company in its first render: the page carries it, nothing asks', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = recordErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('site.info')) asked.push(request.url());
    });
    await page.goto(`${product.url}/Privacy_Policy`);
    await page.locator('main').getByText(EXAMPLE_COMPANY.grievanceOfficer).first().waitFor();
    await page.getByRole('contentinfo').getByText(EXAMPLE_COMPANY.address).waitFor();
    expect(asked).toEqual([]);
    expect(await page.locator('main [role="status"]', { hasText: 'Loading…' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens About Us as a dialog that keeps focus and closes with Escape', async () => {
    const { page } = await openPage('/');
    const trigger = page.getByRole('navigation').getByRole('button', { name: 'About Us' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'About Us' });
    await dialog.waitFor();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the trigger as the dialog unmounts, which may be a frame after it is gone.
    await vi.waitFor(async () =>
      expect(await trigger.evaluate((b) => b === document.activeElement)).toBe(true),
    );
    await page.close();
  });

  it('fits a 360 px phone without sideways scrolling', async () => {
    const { page } = await openPage('/', 360);
    await page.getByRole('heading', { name: 'Explore Destinations' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.close();
  });
});

describe('pages that arrive rendered', () => {
  const TAJ = '/Explore?country=India&city=Agra&touristPlace=Taj+Mahal';
  /** The home page's sections and the audio guide's three points, under the hero. */
  const HOME_HEADINGS = [
    'Uncover Hidden Gems with our Audio Guide',
    'Unforgettable Tours with Experienced Guides',
    'Explore Destinations',
    'Engaging Narrations',
    'Detailed Information',
    'Convenient and Easy-to-Use',
  ];
  const PAGES = [
    ['/', 'Discover the world with our amazing tours'],
    ['/Subscription', 'Select Your Best Plan For Your Need'],
    ['/subscription', 'Select Your Best Plan For Your Need'],
    [TAJ, 'Taj Mahal'],
  ] as const;

  it('sends the home page and the plans with their content, styled, before any script runs', async () => {
    for (const [path, title] of PAGES) {
      const html = await (await fetch(`${product.url}${path}`)).text();
      expect({ path, rendered: html.includes(`>${title}</h1>`) }).toEqual({ path, rendered: true });
    }
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    for (const [path, title] of PAGES) {
      await page.goto(`${product.url}${path}`);
      const heading = page.getByRole('heading', { level: 1 });
      expect(await heading.textContent()).toBe(title);
      // The page's own stylesheet came with it: the band behind each title is its own.
      const band = await heading.evaluate(
        (h) => getComputedStyle(h.closest('section, header') ?? h).backgroundColor,
      );
      expect({ path, band }).not.toEqual({ path, band: 'rgba(0, 0, 0, 0)' });
      if (path !== '/') continue;
      expect(
        await page.getByText('Experience the wonders of popular tourist destination places').count(),
      ).toBe(1);
      for (const name of HOME_HEADINGS)
        expect({ name, count: await page.getByRole('heading', { name, exact: true }).count() }).toEqual({
          name,
          count: 1,
        });
    }
    await context.close();
  });

  it('takes the rendered page over with what this browser stored, without a hydration error', async () => {
    const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await returningVisitor(context);
    const page = await context.newPage();
    const errors = recordErrors(page);
    await page.goto(`${product.url}/`);
    await page.locator('.audio-preview__lang', { hasText: 'Hindi' }).waitFor();
    // The stored sign-in was a hint only: the server says nobody is signed in.
    await page.getByRole('navigation').getByRole('button', { name: 'Log In | Sign Up' }).waitFor();
    // The page answers: its controls are React's now.
    await page.getByRole('button', { name: 'Next destinations' }).click();
    await page.getByText('Showing 2 of 5').waitFor({ state: 'attached' });
    expect(await lostFromMain(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes a rendered page over without fetching again the styles it came with', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
    });
    await page.goto(`${product.url}/`);
    await page.getByRole('button', { name: 'Next destinations' }).click();
    await page.getByText('Showing 2 of 5').waitFor({ state: 'attached' });
    // The page's own sheets are in the document, each named by a link the browser leaves alone;
    // what is asked for afterwards is only what the page did not bring (the log-in dialog's, say).
    const brought = await page
      .locator('link[rel="stylesheet"][disabled]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(brought.length).toBeGreaterThan(0);
    expect(sheets.filter((sheet) => brought.includes(sheet))).toEqual([]);
    expect(sheets).toContain(`/${manifest()['index.html']?.css?.[0]}`);
    await page.close();
  });

  it('leaves a visitor where they scrolled before the page was taken over', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = recordErrors(page);
    // The data layer's chunk, which the takeover waits for, arrives only once the visitor has scrolled.
    const scrolled = await holdDataLayer(page);
    await page.goto(`${product.url}/`);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(1000);
    scrolled();
    // Taken over: the footer's company details come from the data layer.
    await page.locator('.footer__address').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers a tap on a button made before the page was taken over, once it is', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = recordErrors(page);
    const tapped = await holdDataLayer(page);
    await page.goto(`${product.url}/`);
    // Twice, as a visitor does when nothing happens: the login popup opens, once.
    const logIn = page.getByRole('navigation').getByRole('button', { name: 'Log In | Sign Up' });
    await logIn.click();
    await logIn.click();
    tapped();
    await page.getByRole('dialog').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('takes a featured place’s page over in the stored language, keeping its banner', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => {
      localStorage.setItem('languageDetail', 'Hindi');
      // The banner the HTML brought, before any script of the app has run.
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          Object.assign(window, { arrivedBanner: document.querySelector('main img') });
      });
    });
    const page = await context.newPage();
    const errors = recordErrors(page);
    await page.goto(`${product.url}${TAJ}`);
    await page.locator('.explore-card__description[lang="hi-IN"]').waitFor();
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('Hindi');
    expect(
      await page.evaluate(
        () =>
          document.querySelector('main img') ===
          (window as unknown as { arrivedBanner: unknown }).arrivedBanner,
      ),
    ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('pages rendered on request with their data', () => {
  const AGRA = '/ExploreMore?country=India&city=Agra';
  const AGRA_FORT = '/Explore?country=India&city=Agra&touristPlace=Agra+Fort';

  it('sends a city’s plans and places, a place, the tour plans, the reviews and the legal pages in the HTML, styled', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${product.url}${AGRA}`);
    await page.getByRole('heading', { level: 2, name: 'Places to see in Agra' }).waitFor();
    await page.getByRole('link', { name: 'Explore Agra Fort' }).waitFor();
    await page.getByText('Agra Highlights').waitFor();
    // Styled by the page's own stylesheet: the places are a grid, not a column of bare links.
    expect(
      await page
        .locator('.explore-more__section')
        .first()
        .evaluate((s) => getComputedStyle(s).paddingTop),
    ).not.toBe('0px');

    await page.goto(`${product.url}${AGRA_FORT}`);
    await page.getByRole('heading', { level: 1, name: 'Agra Fort' }).waitFor();
    // Its banner is the largest element: asked for first, not when it scrolls near.
    expect(await page.locator('head link[rel="preload"][as="image"]').getAttribute('href')).toBe(
      await page.locator('main header img').getAttribute('src'),
    );

    await page.goto(`${product.url}/tourPlans`);
    await page.getByText('Demo Guide').first().waitFor();
    await page.goto(`${product.url}/userReview`);
    await page.getByText('No reviews yet').waitFor();
    await page.goto(`${product.url}/tourGuideProfile`);
    await page.getByRole('heading', { level: 1, name: MESSAGES.pleaseLogInFirstGuide }).waitFor();
    // The company the site's operator configured, in the page and in its footer.
    await page.goto(`${product.url}/Privacy_Policy`);
    await page.locator('main').getByText(EXAMPLE_COMPANY.grievanceOfficer).first().waitFor();
    await page.getByRole('contentinfo').getByText(EXAMPLE_COMPANY.address).waitFor();
    await context.close();
  });

  it('keeps a legal page still while the browser takes it over with the company in it', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = recordErrors(page);
    await watchLayoutShift(page);
    await page.goto(`${product.url}/ContactUs`);
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__reactFiber')),
    );
    await page.getByRole('contentinfo').getByText(EXAMPLE_COMPANY.address).waitFor();
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the tour plans’ page its full length on a phone before the cards off screen are drawn', async () => {
    // The plans off screen are laid out only as they near it (content-visibility), each sized as a
    // card until then: the page is as long before as after, and nothing in view moves meanwhile.
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await watchLayoutShift(page);
    await page.goto(`${product.url}${ROUTES.tourPlans}`);
    await page.locator('.public-plan').nth(20).waitFor({ state: 'attached' });
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
    const before = await pageHeight();
    for (const step of [700, -700]) {
      for (let n = 0; n < 16; n++) {
        await page.mouse.wheel(0, step);
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
      }
    }
    const after = await pageHeight();
    expect(after).toBeGreaterThan(5000);
    expect(Math.abs(after - before) / after).toBeLessThan(0.05);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await page.close();
  });

  it('asks for a city’s page chunks a few per task, each once: Vite’s loader adds none of its own', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // Each observer call takes the links one task added (its records are delivered at its end).
    await page.addInitScript(() => {
      const added: string[][] = [];
      Object.assign(window, { preloadsAdded: added });
      new MutationObserver((records) => {
        const links = records
          .flatMap((record) => [...record.addedNodes])
          .filter(
            (node): node is HTMLLinkElement =>
              node instanceof HTMLLinkElement && node.rel === 'modulepreload',
          );
        if (links.length > 0) added.push(links.map((link) => link.href));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${product.url}${AGRA}`);
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('.explore-more__filter input') ?? {}).some((key) =>
        key.startsWith('__reactFiber'),
      ),
    );
    const named = await page.evaluate(
      (id) =>
        (JSON.parse(document.getElementById(id)?.textContent ?? '[]') as string[]).map(
          (path) => new URL(path, location.href).href,
        ),
      PAGE_CHUNKS_ID,
    );
    const added = await page.evaluate(
      () => (window as unknown as { preloadsAdded: string[][] }).preloadsAdded,
    );
    // The page's module, its imports and the data layer's: a city's page needs some twenty.
    expect(named.length).toBeGreaterThan(10);
    const perTask = added.map((hrefs) => hrefs.filter((href) => named.includes(href)).length);
    expect(Math.max(...perTask)).toBeLessThanOrEqual(PAGE_CHUNKS_PER_TASK);
    expect(
      added
        .flat()
        .filter((href) => named.includes(href))
        .sort(),
    ).toEqual([...named].sort());
    await page.close();
  });

  it('takes a city’s page over with the data it came with: nothing asked again, nothing lost, no error', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await returningVisitor(context);
    const page = await context.newPage();
    const errors = recordErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/trpc/')) asked.push(...pathname.slice('/trpc/'.length).split(','));
    });
    await page.goto(`${product.url}${AGRA}`);
    // Taken over: React holds the filter (then it narrows the places as it is typed).
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('.explore-more__filter input') ?? {}).some((key) =>
        key.startsWith('__reactFiber'),
      ),
    );
    // What the visitor's filtering removes after the takeover is theirs.
    await page.evaluate(() => Object.assign(window, { filtering: true }));
    await page.locator('.explore-more__filter input').fill('Fort');
    await vi.waitFor(async () => expect(await page.getByRole('link', { name: /^Explore / }).count()).toBe(1));
    expect(asked).not.toContain('catalog.touristPlaces');
    expect(asked).not.toContain('catalog.specialTours');
    expect(await lostFromMain(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * The JS budget's part that takes a browser (bundle-budget.test.ts has the rest): a page fetches its
 * own page chunk and no other route's, chunks told apart by Vite's manifest. Here, where the
 * product and Chromium are up already.
 */
describe('route chunks in Chromium', () => {
  /** Each route's page chunk (`src/pages/<page>/…Page.tsx`, a lazy route) by its page folder. */
  function pageChunks(): Map<string, string> {
    const pages = new Map<string, string>();
    for (const [source, chunk] of Object.entries(manifest())) {
      const page = /^src\/pages\/([^/]+)\/[A-Za-z]+Page\.tsx$/.exec(source)?.[1];
      if (page !== undefined && chunk.isDynamicEntry === true) pages.set(page, `/${chunk.file}`);
    }
    return pages;
  }

  const [featured] = FEATURED_PLACES;
  const cases = [
    { route: ROUTES.home, page: 'home' },
    { route: featured === undefined ? ROUTES.explore : exploreHref(featured), page: 'explore' },
    { route: ROUTES.subscription, page: 'subscription' },
  ];

  it.each(cases)('$route fetches its own page chunk and no other route’s', async ({ route, page }) => {
    const chunks = pageChunks();
    const own = chunks.get(page);
    expect(own, `no page chunk for src/pages/${page}`).toBeDefined();
    const tab = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const scripts: string[] = [];
    const loading = new Set<Request>();
    tab.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(new URL(request.url()).pathname);
      loading.add(request);
    });
    const settled = (request: Request) => loading.delete(request);
    tab.on('requestfinished', settled);
    tab.on('requestfailed', settled);
    await tab.goto(`${product.url}${route}`, { waitUntil: 'networkidle' });
    // Idle-time prefetches (the login popup, the toaster, offline support) were asked for in idle
    // callbacks queued before this one: once it runs, they have started; then wait for their scripts.
    await tab.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    await expect.poll(() => loading.size).toBe(0);
    await tab.close();

    expect(scripts).toContain(own);
    const foreign = [...chunks].filter(([other, file]) => other !== page && scripts.includes(file));
    expect(foreign.map(([other, file]) => `${other}: ${file}`)).toEqual([]);
  });

  it('takes /Subscription over without the payment popup’s chunk, which buying fetches (payments.e2e)', async () => {
    const popup = Object.values(manifest()).find(({ file }) =>
      /^assets\/PaymentPopup-[^/]+\.js$/.test(file),
    )?.file;
    expect(popup, 'the payment popup is a chunk of its own').toBeDefined();
    const tab = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const scripts: string[] = [];
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await tab.goto(`${product.url}${ROUTES.subscription}`, { waitUntil: 'networkidle' });
    await tab.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    await tab.close();
    expect(scripts).toContain(pageChunks().get('subscription'));
    expect(scripts).not.toContain(`/${popup}`);
  });
});
