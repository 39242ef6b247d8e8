/**
 * axe-core on a page as it is now: a screenshot beside it (with `E2E_SHOTS=1`), and a failure
 * listing every violation (rule, element, how to fix). The page's context needs `bypassCSP`: axe
 * goes in as a script.
 */
import { join } from 'node:path';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { TAKE_SHOTS } from './steps';

interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: Array<{ target: string; summary: string }>;
}

/** One line per rule and element: what is wrong, where, and how to fix it. */
function report(state: string, findings: readonly Finding[]): string {
  const lines = findings.flatMap((f) => [
    `${f.id} (${f.impact}): ${f.help}`,
    ...f.nodes.map((n) => `    at ${n.target}\n      ${n.summary.replace(/\n/g, '\n      ')}`),
  ]);
  return `${state}: ${findings.length} axe violation(s)\n${lines.join('\n')}`;
}

/** Waits until no finite animation or transition is running, so colours are read at rest. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** axe's violations on the whole page as it is now. */
async function violations(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const { axe: engine } = window as unknown as { axe: typeof import('axe-core') };
    // Only the violations are read: axe then details one node of each other result, not all (faster).
    const results = await engine.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: `${v.help} (${v.helpUrl})`,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
    }));
  });
}

/**
 * Runs axe on the whole page at rest, takes a screenshot into `shots` when asked, and fails on any
 * violation. Findings are read a second time once the page is at rest again: a toast that began
 * fading in after the first wait was read half transparent (a contrast of 1.5), which a fault of
 * the page's own would still show at rest.
 */
export async function expectNoAxeViolations(page: Page, state: string, shots: string): Promise<void> {
  await settle(page);
  if (TAKE_SHOTS) await page.screenshot({ path: join(shots, `${state}.png`) });
  let findings = await violations(page);
  if (findings.length > 0) {
    await settle(page);
    findings = await violations(page);
  }
  expect(findings.length === 0 ? '' : report(state, findings)).toBe('');
}
