/** The system Chromium, driven by playwright-core; nothing is downloaded. */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: install Debian's chromium package (apt-get install chromium).`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * This test worker's Chromium: launched by the first file that asks, kept for the files after it
 * (a launch cost each file about a second of CPU), launched again if it went away. A file closes
 * the contexts it opened, not the browser; Chromium is driven over a pipe and quits with the worker.
 */
export async function sharedBrowser(): Promise<Browser> {
  const current = await shared?.catch(() => undefined);
  if (current?.isConnected()) return current;
  shared = launchBrowser();
  return shared;
}
