/**
 * Steps the browser journeys share: reading the e-mailed code, signing up and logging in, the demo
 * guide's login, the Messages panel, sending a guide profile, and the operator's `pnpm admin`
 * against the running product.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LISTENING_LABELS, MESSAGES } from '@app/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { gatewayArgs, gatewayDir } from './gateway-command';
import type { RunningProduct } from './server';

export const SHOTS = '/tmp/shots';
/**
 * Screenshots for a look at the layout are taken only when asked (`E2E_SHOTS=1`): a whole-page one
 * costs Chromium about a second of CPU, and a CI run keeps none of them. A failed test's pages are
 * photographed either way (suite.ts).
 */
export const TAKE_SHOTS = process.env.E2E_SHOTS === '1';
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
/** How long to wait for what a worker does (a mail, a notification): polled, never slept. */
export const WAIT = { timeout: 30_000, interval: 100 } as const;
/** The demo login the guides seed makes (gateway/src/guides/demo-guide-data.ts). */
export const DEMO_GUIDE = { email: 'guide@demo.xploreguide.in', name: 'Demo Guide' };

/** `pnpm admin <args>` against the running product, as an operator types it. */
export async function admin(product: RunningProduct, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [...gatewayArgs('operator/cli'), ...args], {
    cwd: gatewayDir,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: product.dataDir },
  });
  return stdout;
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read an e-mail's text. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function otpFor(product: RunningProduct, email: string): string {
  const outbox = join(product.dataDir, 'outbox');
  if (!existsSync(outbox)) return '';
  const mails = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => decodeQuotedPrintable(readFileSync(join(outbox, name), 'utf8')))
    .filter((text) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(text));
  return mails.map((text) => /Your one-time code is (\d{6})/.exec(text)?.[1] ?? '').find(Boolean) ?? '';
}

/** The one-time code e-mailed to `email`, once the mail worker has written it. */
export async function waitForOtp(product: RunningProduct, email: string): Promise<string> {
  await expect.poll(() => otpFor(product, email), WAIT).toMatch(/^\d{6}$/);
  return otpFor(product, email);
}

/** The demo guide's password of this installation, from the file the seed keeps in DATA_DIR. */
export function demoPassword(product: RunningProduct): string {
  const file = join(product.dataDir, 'demo-guide.txt');
  if (!existsSync(file)) return '';
  return /^password:\s*(\S+)/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
}

export const accountButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Account menu for / });

/** Logs in from the login popup that is already open. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await accountButton(page).waitFor();
}

/** Signs up with the e-mailed code and logs in, from the login popup that is already open. */
export async function signUpAndLogIn(
  product: RunningProduct,
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await dialog.getByLabel('Verification code').fill(await waitForOtp(product, email));
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await dialog.getByRole('heading', { name: 'Log In' }).waitFor();
  await logIn(page, email, password);
}

/** Opens the login popup from the navigation bar. */
export async function openLogin(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Log In | Sign Up' })
    .click();
}

/** The unread count the account button announces (0 when it says none). */
export async function unreadOf(page: Page): Promise<number> {
  const name = await accountButton(page).textContent();
  return Number(/(\d+) unread message/.exec(name ?? '')?.[1] ?? 0);
}

export async function openMessages(page: Page): Promise<Locator> {
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: /^Messages/ }).click();
  const panel = page.getByRole('dialog', { name: 'Messages' });
  await panel.waitFor();
  return panel;
}

export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

/** A screenshot for a look at the layout: the viewport, or the whole page scrolled to its top. */
export async function shot(page: Page, name: string, whole = false): Promise<void> {
  if (!TAKE_SHOTS) return;
  if (whole) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: whole });
}

/**
 * A person with their own browser context (cookies), whose page errors are collected; `bypassCSP`
 * lets axe in as a script (e2e/axe.ts).
 */
export async function newPerson(
  browser: Browser,
  options: { bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** A real PNG drawn by the browser: the server checks pictures by their content. */
export async function drawnPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no 2d canvas');
    context.fillStyle = '#0d5c63';
    context.fillRect(0, 0, 96, 96);
    context.fillStyle = '#e9b949';
    context.beginPath();
    context.arc(48, 40, 22, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

export interface GuideProfileFields {
  firstName: string;
  lastName: string;
  dob: string;
  phone: string;
  address: string;
  /** Typed into the state combobox, then `state` is chosen from its options. */
  stateTyped: string;
  state: string;
  places: string;
  price: string;
  status: 'Professional' | 'Freelancer';
}

/** Fills the dashboard's Edit Profile form (`section`) with a drawn picture; nothing is sent yet. */
export async function fillGuideProfile(page: Page, section: Locator, fields: GuideProfileFields) {
  await section.getByLabel('First name').fill(fields.firstName);
  await section.getByLabel('Last name (optional)').fill(fields.lastName);
  await section.getByLabel('Date of birth').fill(fields.dob);
  await section.getByLabel('Phone number').fill(fields.phone);
  await section.getByLabel('Address', { exact: true }).fill(fields.address);
  await section.getByRole('combobox', { name: 'City (state or union territory)' }).fill(fields.stateTyped);
  await page.getByRole('option', { name: fields.state }).click();
  await section.getByLabel('Places you guide').fill(fields.places);
  await section.getByLabel('Price per person (USD)').fill(fields.price);
  await section.getByRole('radio', { name: new RegExp(`^${fields.status}`) }).check();
  await section.locator('input[name="profilePicture"]').setInputFiles({
    name: `${fields.firstName.toLowerCase()}.png`,
    mimeType: 'image/png',
    buffer: await drawnPicture(page),
  });
}

/**
 * Waits until the one audio element plays on: not paused, and its time moving. `startWithin` is for
 * audio made on the first request (the home page's sample is synthesised whole before it is
 * served): on a loaded two-core CI runner that alone has taken over 30 s.
 */
export async function expectPlaying(page: Page, { startWithin = 30_000 } = {}): Promise<void> {
  await page.waitForFunction(
    () => {
      const audio = document.querySelector('audio');
      return audio !== null && !audio.paused && audio.currentTime > 0.2;
    },
    undefined,
    { timeout: startWithin },
  );
  const at = await page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0);
  await page.waitForFunction((from) => (document.querySelector('audio')?.currentTime ?? 0) > from + 0.3, at);
}

/** The mini-player at the bottom of every page while something is loaded. */
export const miniPlayer = (page: Page) => page.getByRole('region', { name: LISTENING_LABELS.miniPlayer });

/** A date `days` from now in India, as the booking form's date field takes it (YYYY-MM-DD). */
export function indiaDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** 'Book a tour Guide' → Reserved Booking at a pick-up, on `date` at `time`, for two: the guide grid. */
export async function reservedGrid(page: Page, date: string, time: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Book a tour Guide' }).click();
  const flow = page.getByRole('dialog', { name: 'Choose a option' });
  await flow.getByRole('radio', { name: /Reserved Booking/ }).check();
  await flow.getByRole('button', { name: 'Confirm Your Choice' }).click();
  const details = page.getByRole('dialog', { name: 'Reserved Booking' });
  await details.getByLabel('Pick Up Location').fill('Hotel Amar, Fatehabad Road, Agra');
  await details.getByLabel('Date').fill(date);
  await details.getByLabel('Time').fill(time);
  await details.getByLabel('Number of People').fill('2');
  await details.getByRole('button', { name: 'Next' }).click();
  return page.getByRole('dialog', { name: 'Choose Your Guide' });
}

/** The instant booking's grid for two, from a place's page, with the demo guide chosen. */
export async function gridWithDemoGuide(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Book a tour Guide' }).click();
  const flow = page.getByRole('dialog', { name: 'Choose a option' });
  await flow.getByRole('radio', { name: /Instant Booking/ }).check();
  await flow.getByRole('button', { name: 'Confirm Your Choice' }).click();
  const details = page.getByRole('dialog', { name: 'Instant Booking' });
  await details.getByLabel('Number of People').fill('2');
  await details.getByRole('button', { name: 'Next' }).click();
  const grid = page.getByRole('dialog', { name: 'Choose Your Guide' });
  await grid.getByRole('radio', { name: new RegExp(DEMO_GUIDE.name) }).check();
  return grid;
}

/** Pays the demo guide chosen in `grid` with the sandbox checkout's test card. */
export async function payDemoGuide(page: Page, grid: Locator): Promise<void> {
  await grid.getByRole('button', { name: 'Proceed To Payment' }).click();
  const payment = page.getByRole('dialog', { name: `Guide: ${DEMO_GUIDE.name}` });
  await payment.getByRole('button', { name: 'Proceed To Pay' }).click();
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await checkout.getByLabel('Card number').fill('4111111111111111');
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await page.locator('[data-sonner-toast]', { hasText: MESSAGES.paymentSuccessful }).first().waitFor();
}

/**
 * Where the toast stands when it starts to come and when it goes, each drawn without its
 * transition, against the navigation bar's bottom edge: a toast passing over the bar took the tap
 * meant for the account menu (and, hovered, paused its own timer and stayed there).
 */
export async function toastEdges(toast: Locator): Promise<{ bar: number; coming: number; going: number }> {
  return toast.evaluate((element) => {
    const topAs = (state: Record<string, string>) => {
      const copy = element.cloneNode(true) as HTMLElement;
      for (const [name, value] of Object.entries(state)) copy.setAttribute(name, value);
      copy.style.transition = 'none';
      element.after(copy);
      const top = copy.getBoundingClientRect().top;
      copy.remove();
      return top;
    };
    return {
      bar: document.querySelector('nav')?.getBoundingClientRect().bottom ?? Number.NaN,
      coming: topAs({ 'data-mounted': 'false' }),
      going: topAs({ 'data-removed': 'true', 'data-front': 'true', 'data-swipe-out': 'false' }),
    };
  });
}
