/**
 * Product against baseline, measured in alternating rounds (the machine's other work affects both
 * alike), one line each: product, baseline, ratio and goal.
 */
import { firstBytes, median, p99Ms, type Rate, ROUNDS, requestsPerSecond } from './load.js';

/** A ratio of product to baseline that must stay at least (`≥`) or at most (`≤`) `value`. */
export interface Goal {
  op: '≥' | '≤';
  value: number;
}

export const atLeast = (value: number): Goal => ({ op: '≥', value });
export const atMost = (value: number): Goal => ({ op: '≤', value });

const verdict = (ratio: number, goal: Goal) =>
  (goal.op === '≥' ? ratio >= goal.value : ratio <= goal.value) ? 'met' : 'MISSED';

/** One bench line: `label: product vs baseline → ratio (goal …: met|MISSED)`. */
export function benchLine(
  label: string,
  product: number,
  baseline: { name: string; value: number },
  unit: string,
  goal: Goal,
  digits = 0,
): string {
  const ratio = product / baseline.value;
  return `${label}: ${product.toFixed(digits)} ${unit} vs ${baseline.name} ${baseline.value.toFixed(digits)} ${unit} → ratio ${ratio.toFixed(2)} (goal ${goal.op} ${goal.value}: ${verdict(ratio, goal)})`;
}

export interface Target {
  url: string;
  body?: string;
  headers?: Record<string, string>;
}

/** Medians of requests a second over alternating rounds, baseline first. */
export async function rates(product: Target, baseline: Target, rate: Rate = requestsPerSecond) {
  const ours: number[] = [];
  const base: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    base.push(await rate(baseline.url, baseline.body, baseline.headers));
    ours.push(await rate(product.url, product.body, product.headers));
  }
  return { product: median(ours), baseline: median(base) };
}

/** Medians of time to first byte over alternating rounds of sequential GETs, baseline first. */
export async function firstByteTimes(productUrl: string, baselineUrl: string, runsPerRound = 100) {
  const ours: number[] = [];
  const base: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    base.push(...(await firstBytes(baselineUrl, runsPerRound)));
    ours.push(...(await firstBytes(productUrl, runsPerRound)));
  }
  return { product: median(ours), baseline: median(base) };
}

/** Medians of the p99 of time to first byte over alternating rounds of sequential requests, baseline first. */
export async function p99Times(product: Target, baseline: Target) {
  const ours: number[] = [];
  const base: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    base.push(await p99Ms(baseline.url, baseline));
    ours.push(await p99Ms(product.url, product));
  }
  return { product: median(ours), baseline: median(base) };
}
