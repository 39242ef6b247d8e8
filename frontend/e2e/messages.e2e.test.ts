/**
 * Messages between a traveller and a guide (issue 26), in Chromium against the real product: a
 * traveller asks the demo guide from their profile over the grid, with a phone number the guide
 * does not see; the guide's badge rises live, the guide answers from Messages › Conversations and
 * the answer appears in the traveller's open thread; once the traveller has paid a tour with the
 * guide, both read the number as written. axe checks the thread and the conversation list, at
 * desktop and phone width.
 */
import { mkdirSync } from 'node:fs';
import { MESSAGE_TEXTS } from '@app/contracts';
import type { Browser, Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe';
import type { RunningProduct } from './server';
import {
  DEMO_GUIDE,
  demoPassword,
  gridWithDemoGuide,
  logIn,
  newPerson,
  openLogin,
  openMessages,
  PHONE,
  payDemoGuide,
  SHOTS,
  signUpAndLogIn,
  unreadOf,
  WAIT,
} from './steps';
import { useProductInChromium } from './suite';

const TAJ_MAHAL = '/Explore?country=India&city=Agra&touristPlace=Taj+Mahal&co=no';
const NUMBER = '+91 98765 43210';

let product: RunningProduct;
let browser: Browser;
useProductInChromium((started) => ({ product, browser } = started));
beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** Writes `text` in a conversation's composer and waits until the thread shows what was sent. */
async function send(thread: Locator, to: string, text: string, shown: string): Promise<void> {
  await thread.getByLabel(`Message to ${to}`).fill(text);
  await thread.getByRole('button', { name: 'Send' }).click();
  await thread.getByRole('listitem').filter({ hasText: shown }).waitFor();
}

describe('messages in Chromium', () => {
  it('a traveller asks the guide, contacts held back; the guide answers live; paid, both read the number', {
    timeout: 300_000,
  }, async () => {
    await expect.poll(() => demoPassword(product), WAIT).not.toBe('');
    const guide = await newPerson(browser, { bypassCSP: true });
    await guide.page.goto(product.url);
    await openLogin(guide.page);
    await logIn(guide.page, DEMO_GUIDE.email, demoPassword(product));
    const unreadBefore = await unreadOf(guide.page);

    const tourist = await newPerson(browser, { bypassCSP: true });
    const { page } = tourist;
    await page.goto(`${product.url}${TAJ_MAHAL}`);
    await openLogin(page);
    const email = `kavya.${Date.now()}@example.com`;
    await signUpAndLogIn(product, page, email, 'Travel2026');
    const grid = await gridWithDemoGuide(page);
    await grid.getByRole('button', { name: 'View Profile' }).click();
    const profile = page.getByRole('dialog', { name: DEMO_GUIDE.name });
    await profile.getByText(MESSAGE_TEXTS.heldNote).waitFor();
    await send(
      profile,
      'Demo',
      `Namaste! Is a sunrise tour possible? Call me on ${NUMBER}`,
      MESSAGE_TEXTS.held,
    );
    expect(await profile.getByRole('list', { name: 'Messages with Demo' }).textContent()).not.toContain(
      '98765',
    );
    await expectNoAxeViolations(page, 'messages-ask-guide-desktop', SHOTS);

    // The guide's badge rises without a reload; Conversations opens on the traveller's thread.
    await expect.poll(() => unreadOf(guide.page), WAIT).toBeGreaterThan(unreadBefore);
    const panel = await openMessages(guide.page);
    await panel.getByRole('tab', { name: /Conversations/ }).click();
    const conversation = panel.getByRole('button', { name: /kavya/ });
    await conversation.getByText('1 unread message').waitFor();
    await expectNoAxeViolations(guide.page, 'messages-conversations-desktop', SHOTS);
    await conversation.click();
    const thread = panel.getByRole('region', { name: /kavya/ });
    await thread.getByText(`Call me on ${MESSAGE_TEXTS.held}`).waitFor();
    await send(thread, 'kavya', 'Yes! We meet at the East Gate at 05:30.', 'East Gate at 05:30');
    await guide.page.setViewportSize(PHONE);
    await expectNoAxeViolations(guide.page, 'messages-thread-phone', SHOTS);

    // The answer reaches the traveller's open thread live.
    await profile.getByText('Yes! We meet at the East Gate at 05:30.').waitFor();
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'detached' });

    // Paid: the number is theirs to read, on both sides.
    await payDemoGuide(page, grid);
    const touristPanel = await openMessages(page);
    await touristPanel.getByRole('tab', { name: /Conversations/ }).click();
    await touristPanel.getByRole('button', { name: new RegExp(DEMO_GUIDE.name) }).click();
    await touristPanel.getByText(`Call me on ${NUMBER}`).waitFor();
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page, 'messages-paid-thread-phone', SHOTS);
    await panel.getByRole('button', { name: 'All conversations' }).click();
    await panel.getByRole('button', { name: /kavya/ }).click();
    await panel.getByText(`Call me on ${NUMBER}`).waitFor();

    expect(tourist.errors).toEqual([]);
    expect(guide.errors).toEqual([]);
    await tourist.context.close();
    await guide.context.close();
  });
});
