/**
 * Accessibility in Chromium against the real product: axe-core, with its default rules (best
 * practices included), on every route of spec §2 and on each popup (login, profile, audio, booking,
 * payment), logged out and logged in. Any violation fails the test with a readable list. With
 * `E2E_SHOTS=1`, screenshots of every state checked go to /tmp/a11y-shots for a look at the
 * colours. The popups' own rules ride along: the profile's placeholder phone is accepted, an empty
 * username reverts silently, and a wrong coupon's refusal logs nothing in the browser.
 * So do the routes' own (they were routes.e2e.test.ts, which loaded every page a second time): each
 * route of spec §2 renders its page, with its own heading, not the not-found page nor the router's
 * error screen, without a script error; the two the gateway answers itself land on a page too.
 * `/subscription` is `/Subscription` under its other spelling, checked once: the gateway sends both
 * the same page (gateway src/http/static-site.test.ts) and payments.e2e.test.ts opens it. The guide
 * dashboard's Reviews section is after-the-tour.e2e.test.ts's to check, with a tour to review and
 * with the reviews published.
 */
import { mkdirSync } from 'node:fs';
import {
  LISTENING_LABELS,
  MESSAGES,
  PHONE_EXAMPLE,
  PRIVACY_MESSAGES,
  ROUTES,
  SPA_ROUTES,
} from '@app/contracts';
import type { Browser, BrowserContext, ConsoleMessage, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HEARD_TRACKS_KEY } from '../src/offline/heard-tracks';
import { TRACK_AUDIO_CACHE, trackAudioPath } from '../src/offline/saved-audio';
import { expectNoAxeViolations } from './axe';
import type { RunningProduct } from './server';
import {
  accountButton,
  DEMO_GUIDE,
  DESKTOP,
  demoPassword,
  logIn,
  openLogin,
  openMessages,
  signUpAndLogIn,
  toast,
  WAIT,
} from './steps';
import { useProductInChromium } from './suite';

const SHOTS = '/tmp/a11y-shots';
const TAJ_MAHAL = '/Explore?country=India&city=Agra&touristPlace=Taj+Mahal&co=no';
const PASSWORD = 'Travel2026';

let product: RunningProduct;
let browser: Browser;

useProductInChromium((started) => ({ product, browser } = started));
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
});

/** Runs axe on the page as it is now, with a screenshot in this file's folder. */
const expectNoViolations = (page: Page, state: string) => expectNoAxeViolations(page, state, SHOTS);

/** A new person's browser context; axe is injected as a script, which the site's CSP would refuse. */
async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
  return { context, page: await context.newPage() };
}

/** Opens a route and waits for its heading and its data. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${product.url}${path}`);
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

const dialog = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name });
const slug = (route: string): string => route.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home';

describe('axe on every route of spec §2 and the login popup, logged out', () => {
  let context: BrowserContext;
  let page: Page;
  /** Script errors of the page since the test began (a refused call's network line is not one). */
  let errors: string[] = [];
  beforeAll(async () => {
    ({ context, page } = await newPage());
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
    });
  });
  beforeEach(() => {
    errors = [];
  });
  afterAll(async () => context?.close());

  it('are fifteen routes', () => {
    expect(Object.keys(ROUTES)).toHaveLength(16);
    // /subscription is the same page as /Subscription, linked under both spellings.
    expect(
      new Set(Object.values(ROUTES).map((r) => (r === ROUTES.subscriptionAlias ? ROUTES.subscription : r)))
        .size,
    ).toBe(15);
  });

  it.each(SPA_ROUTES.filter((route) => route !== ROUTES.subscriptionAlias))(
    '%s renders its page and has no violation',
    { timeout: 60_000 },
    async (route) => {
      await visit(page, route);
      const heading = page.locator('main h1, h1').first();
      expect(await page.locator('#not-found-title').count()).toBe(0);
      expect(await page.getByText(MESSAGES.routerError).count()).toBe(0);
      expect((await heading.textContent())?.trim().length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await expectNoViolations(page, `route-${slug(route)}`);
    },
  );

  it('lands a sign-in return without a code on a page with no violation, and the session check too', {
    timeout: 60_000,
  }, async () => {
    await visit(page, ROUTES.googleCallback);
    expect(await page.getByText(MESSAGES.routerError).count()).toBe(0);
    await expectNoViolations(page, `route-${slug(ROUTES.googleCallback)}`);
    const check = await fetch(`${product.url}${ROUTES.loginSuccess}`);
    expect(check.status).toBeLessThan(500);
  });

  it('a place on /Explore, in India (with booking) and elsewhere, has no violation', {
    timeout: 60_000,
  }, async () => {
    await visit(page, TAJ_MAHAL);
    await page.getByRole('button', { name: 'Book a tour Guide' }).waitFor();
    await expectNoViolations(page, 'route-explore-taj-mahal');
    await visit(page, '/Explore?country=France&city=Paris&touristPlace=Eiffel+Tower&co=no');
    await page.getByRole('button', { name: 'Booking N/A' }).waitFor();
    await expectNoViolations(page, 'route-explore-eiffel-tower');
    await visit(page, '/ExploreMore?country=India&city=Agra');
    await expectNoViolations(page, 'route-explore-more-agra');
    // The special plan detail popup, with the places' drawings (issue 26).
    await page.getByRole('button', { name: 'Plan details: Agra Highlights' }).click();
    await page.getByRole('dialog', { name: 'Agra Highlights' }).waitFor();
    await expectNoViolations(page, 'popup-special-plan-detail');
    await page.keyboard.press('Escape');
  });

  it('login: sign in, its errors and sign up; and the About Us popup', {
    timeout: 120_000,
  }, async () => {
    await visit(page, ROUTES.home);
    await openLogin(page);
    const login = page.getByRole('dialog');
    await login.getByRole('heading', { name: 'Log In' }).waitFor();
    await expectNoViolations(page, 'popup-login');
    await login.getByRole('button', { name: 'Log In', exact: true }).click();
    await login.getByText(MESSAGES.invalidEmail).waitFor();
    await expectNoViolations(page, 'popup-login-errors');
    await login.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await login.getByRole('heading', { name: 'Sign Up' }).waitFor();
    await expectNoViolations(page, 'popup-signup');
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About Us' }).click();
    await dialog(page, 'About Us').getByRole('link', { name: 'Contact us' }).waitFor();
    await expectNoViolations(page, 'popup-about-us');
    await page.keyboard.press('Escape');
  });
});

describe('axe on the popups of a logged-in traveller', () => {
  let context: BrowserContext;
  let page: Page;
  let signedUp: Promise<void> | undefined;
  beforeAll(async () => ({ context, page } = await newPage()));
  afterAll(async () => context?.close());
  /** Signs up once, in whichever test runs first (expect.poll, which it waits with, needs a test). */
  const loggedIn = async (): Promise<void> => {
    signedUp ??= (async () => {
      await visit(page, ROUTES.home);
      await openLogin(page);
      await signUpAndLogIn(product, page, `asha.${Date.now()}@example.com`, PASSWORD);
    })();
    await signedUp;
  };

  it('profile: the account menu, Edit Profile (with a refused and an accepted phone), Messages', {
    timeout: 180_000,
  }, async () => {
    await loggedIn();
    await visit(page, ROUTES.home);
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).waitFor();
    await expectNoViolations(page, 'popup-account-menu');
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    const profile = dialog(page, 'Edit Profile');
    await profile.getByRole('table').waitFor();
    await expectNoViolations(page, 'popup-profile');

    const phone = profile.getByLabel('Phone number');
    expect(await phone.getAttribute('placeholder')).toBe(PHONE_EXAMPLE);
    await phone.fill('+9112345');
    await profile.getByRole('button', { name: 'Send OTP' }).click();
    await profile.getByText(MESSAGES.phoneLength).waitFor();
    await expectNoViolations(page, 'popup-profile-phone-error');
    await phone.fill(PHONE_EXAMPLE);
    await profile.getByRole('button', { name: 'Send OTP' }).click();
    await profile.getByLabel(`Code sent to ${PHONE_EXAMPLE}`).waitFor();
    await toast(page, MESSAGES.otpSent).first().waitFor();
    await expectNoViolations(page, 'popup-profile-phone-code');
    await profile.getByRole('button', { name: 'Delete my account' }).click();
    const deletion = dialog(page, 'Delete your account?');
    await deletion.getByLabel('Type DELETE to confirm').fill('nope');
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await deletion.getByText(PRIVACY_MESSAGES.confirmWord).waitFor();
    await expectNoViolations(page, 'popup-delete-account');
    await page.keyboard.press('Escape');
    await deletion.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'detached' });

    await openMessages(page);
    await expectNoViolations(page, 'popup-messages');
    await page.keyboard.press('Escape');
  });

  it('profile: saving an empty username reverts to the saved one, sends nothing and says nothing (spec §5)', {
    timeout: 120_000,
  }, async () => {
    await loggedIn();
    await visit(page, ROUTES.home);
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    const profile = dialog(page, 'Edit Profile');
    const name = profile.getByLabel('Username');
    const save = profile
      .locator('form', { has: page.getByLabel('Username') })
      .getByRole('button', { name: 'Save' });
    const sent: string[] = [];
    const watch = (request: Request) => {
      if (request.url().includes('setFullName')) sent.push(request.url());
    };
    /** Empties the name and saves: it comes back as `saved`, and nothing is sent. */
    const saveEmpty = async (saved: string) => {
      page.on('request', watch);
      await name.fill('');
      await save.click();
      await expect.poll(() => name.inputValue()).toBe(saved);
      page.off('request', watch);
      expect(sent).toEqual([]);
    };
    // Before any name is saved here, so that no toast is on screen: a repeat of the same message
    // would only refresh one that is (app/notify.ts), and counting could not tell.
    await expect.poll(() => name.inputValue()).not.toBe('');
    await saveEmpty(await name.inputValue());
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    // Then to the name saved last.
    await name.fill('Asha Traveller');
    await save.click();
    await toast(page, MESSAGES.fullNameReset).first().waitFor();
    await saveEmpty('Asha Traveller');
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'detached' });
  });

  it('audio: the place audio popup on /Explore, once its player is ready; the mini-player playing on after it closes, on the place and on another route', {
    timeout: 180_000,
  }, async () => {
    await loggedIn();
    await visit(page, TAJ_MAHAL);
    await page.getByRole('button', { name: 'Listen an Audio Book' }).click();
    const audio = dialog(page, 'Taj Mahal');
    await audio.getByRole('link', { name: /Open in Maps/ }).waitFor();
    await expectNoViolations(page, 'popup-audio-loading');
    await audio.getByRole('button', { name: 'Play' }).waitFor({ timeout: 90_000 });
    await expectNoViolations(page, 'popup-audio');
    await audio.getByRole('button', { name: 'Play' }).click();
    await audio.getByRole('button', { name: 'Pause' }).waitFor();
    await page.keyboard.press('Escape');
    await audio.waitFor({ state: 'detached' });
    const mini = page.getByRole('region', { name: LISTENING_LABELS.miniPlayer });
    await mini.waitFor();
    await expectNoViolations(page, 'mini-player-explore');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Subscription' }).click();
    await page.waitForURL(`${product.url}${ROUTES.subscription}`);
    await page.locator('h1').first().waitFor();
    await mini.waitFor();
    await expectNoViolations(page, 'mini-player-other-route');
    await mini.getByRole('button', { name: LISTENING_LABELS.closePlayer }).click();
    await mini.waitFor({ state: 'detached' });
  });

  it('booking: choose, details, guide grid, guide profile, negotiation and the payment popup', {
    timeout: 180_000,
  }, async () => {
    await loggedIn();
    await visit(page, TAJ_MAHAL);
    await page.getByRole('button', { name: 'Book a tour Guide' }).click();
    const choose = dialog(page, 'Choose a option');
    await choose.getByRole('radio', { name: /Reserved Booking/ }).check();
    await expectNoViolations(page, 'popup-booking-choose');
    await choose.getByRole('button', { name: 'Confirm Your Choice' }).click();
    const reserved = dialog(page, 'Reserved Booking');
    await reserved.getByRole('button', { name: 'Next' }).click();
    await reserved.getByText(MESSAGES.guideFieldsRequired).first().waitFor();
    await expectNoViolations(page, 'popup-booking-reserved-errors');
    await page.keyboard.press('Escape');
    await reserved.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Book a tour Guide' }).click();
    await choose.getByRole('radio', { name: /Instant Booking/ }).check();
    await choose.getByRole('button', { name: 'Confirm Your Choice' }).click();
    const instant = dialog(page, 'Instant Booking');
    await instant.getByLabel('Number of People').fill('2');
    await expectNoViolations(page, 'popup-booking-instant');
    await instant.getByRole('button', { name: 'Next' }).click();

    const grid = dialog(page, 'Choose Your Guide');
    const card = grid.getByRole('radio', { name: new RegExp(DEMO_GUIDE.name) });
    await card.waitFor();
    await card.check();
    await expectNoViolations(page, 'popup-booking-guides');
    await grid.getByRole('button', { name: 'View Profile' }).click();
    await dialog(page, DEMO_GUIDE.name).getByRole('heading', { name: 'Reviews' }).waitFor();
    await expectNoViolations(page, 'popup-booking-guide-profile');
    await page.keyboard.press('Escape');
    await grid.getByRole('button', { name: `Negotiate with ${DEMO_GUIDE.name}` }).click();
    const offer = dialog(page, 'Negotiate Your Offer');
    await offer.getByLabel(/Your offer/).fill('25');
    await offer.getByRole('button', { name: 'Send Offer' }).click();
    await offer.getByText(MESSAGES.offerRange).waitFor();
    await expectNoViolations(page, 'popup-booking-negotiate');
    await offer.getByRole('button', { name: 'Back' }).click();
    await grid.getByRole('button', { name: 'Proceed To Payment' }).click();
    await dialog(page, `Guide: ${DEMO_GUIDE.name}`).getByRole('button', { name: 'Proceed To Pay' }).waitFor();
    await expectNoViolations(page, 'popup-booking-payment');
    await page.keyboard.press('Escape');
  });

  it('payment: a plan purchase on /Subscription and the test checkout', { timeout: 120_000 }, async () => {
    await loggedIn();
    await visit(page, ROUTES.subscription);
    await expectNoViolations(page, 'route-subscription-logged-in');
    await page
      .getByRole('article', { name: 'Fortnight Plan' })
      .getByRole('button', { name: 'Purchase' })
      .click();
    const popup = dialog(page, 'Fortnight Plan');
    await popup.locator('.payment-popup__amount').waitFor();
    // The wrong coupon's refusal is an answer (HTTP 200 over tRPC): the browser logs nothing.
    const logged: string[] = [];
    const log = (message: ConsoleMessage) => {
      if (message.type() === 'error') logged.push(message.text());
    };
    page.on('console', log);
    await popup.getByLabel('Coupon code (optional)').fill('NOSUCHCODE');
    await popup.getByRole('button', { name: 'Apply' }).click();
    await popup.getByText(MESSAGES.wrongCoupon, { exact: true }).first().waitFor();
    page.off('console', log);
    expect(logged).toEqual([]);
    await expectNoViolations(page, 'popup-payment');
    await popup.getByLabel('Coupon code (optional)').fill('');
    await popup.getByRole('button', { name: 'Proceed To Pay' }).click();
    await dialog(page, 'Test checkout').getByLabel('Card number').waitFor();
    await expectNoViolations(page, 'popup-payment-checkout');
    await page.keyboard.press('Escape');
  });
});

describe('axe on the guide dashboard, logged in as the demo guide', () => {
  it('each of its sections but Reviews has no violation', { timeout: 180_000 }, async () => {
    const { context, page } = await newPage();
    await expect.poll(() => demoPassword(product), WAIT).not.toBe('');
    // The dashboard asks a visitor to log in: its button opens the login popup.
    await visit(page, ROUTES.guideProfile);
    await page.getByRole('button', { name: 'Log in to continue' }).click();
    await logIn(page, DEMO_GUIDE.email, demoPassword(product));
    await visit(page, ROUTES.guideProfile);
    const menu = page.getByRole('navigation', { name: 'Guide dashboard' });
    for (const section of ['Edit Profile', 'Earnings', 'Tour Plans']) {
      await menu.getByRole('button', { name: section }).click();
      await page.getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, `guide-${slug(section)}`);
    }
    await page.getByRole('button', { name: /Add Tour Plan/ }).click();
    await dialog(page, 'Add Tour Plan').waitFor();
    await expectNoViolations(page, 'guide-add-tour-plan');
    await context.close();
  });
});

describe('axe on the offline view of the home page', () => {
  it('the banner and the saved tours have no violation', { timeout: 60_000 }, async () => {
    const { context, page } = await newPage();
    await visit(page, ROUTES.home);
    // A tour heard before, as the offline module keeps it: in the list, its audio in the cache.
    const trackId = '00000000-0000-4000-8000-000000000001';
    const tour = { trackId, place: 'amber-fort', title: 'Amber Fort', language: 'English', heardAt: '' };
    await page.evaluate(
      async ([key, list, cacheName, path]) => {
        localStorage.setItem(key, list);
        const cache = await caches.open(cacheName);
        await cache.put(path, new Response(new Uint8Array(8), { headers: { 'content-type': 'audio/mpeg' } }));
      },
      [HEARD_TRACKS_KEY, JSON.stringify([tour]), TRACK_AUDIO_CACHE, trackAudioPath(trackId)] as const,
    );
    // Offline as the page reads it (navigator.onLine); offline.e2e.test.ts walks the real thing.
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false }),
    );
    await visit(page, ROUTES.home);
    const saved = page.getByRole('region', { name: 'You are offline: your saved tours' });
    await saved.getByRole('button', { name: 'Play Amber Fort (English)' }).waitFor();
    await expectNoViolations(page, 'route-home-offline');
    await context.close();
  });
});
