/**
 * Rates from an HTTP API speaking Open Exchange Rates' protocol (`GET <FX_API_URL>/latest.json
 * ?app_id=<FX_API_KEY>`, USD based): cached for a while, and when the API fails the last good
 * table (at first the bundled one) keeps prices flowing.
 */
import { z } from 'zod';
import { readAnswer } from '../external-answer.js';
import type { Logger } from '../logging/logger.js';
import { isoRates, type Rates, type RateTable } from './port.js';

const latestSchema = z.object({
  timestamp: z.number().int().positive(),
  base: z.literal('USD'),
  rates: z.record(z.string(), z.number()),
});

export interface HttpRatesOptions {
  baseUrl: string;
  apiKey?: string;
  /** How long a fetched table is used before asking again. */
  maxAgeMs?: number;
  /** What to answer until the API has answered once. */
  fallback: RateTable;
  logger: Logger;
  timeoutMs?: number;
}

export class HttpRates implements Rates {
  readonly kind = 'http' as const;
  private lastGood: RateTable;
  private fetchedAt = 0;
  private refreshing: Promise<void> | undefined;

  constructor(private readonly options: HttpRatesOptions) {
    this.lastGood = options.fallback;
  }

  async table(): Promise<RateTable> {
    if (Date.now() - this.fetchedAt >= (this.options.maxAgeMs ?? 3600_000)) {
      // One request at a time, however many prices are asked for meanwhile.
      this.refreshing ??= this.refresh().finally(() => {
        this.refreshing = undefined;
      });
      await this.refreshing;
    }
    return this.lastGood;
  }

  private async refresh(): Promise<void> {
    const url = new URL(`${this.options.baseUrl.replace(/\/$/, '')}/latest.json`);
    if (this.options.apiKey) url.searchParams.set('app_id', this.options.apiKey);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000) });
      if (!res.ok) throw new Error(`exchange rates API answered HTTP ${res.status}`);
      const latest = await readAnswer('exchange rates', latestSchema, res);
      this.lastGood = {
        date: new Date(latest.timestamp * 1000).toISOString().slice(0, 10),
        perUsd: isoRates(latest.rates),
      };
      this.fetchedAt = Date.now();
    } catch (err) {
      // Asked again at the next price, not at once: a down API is not hammered.
      this.fetchedAt = Date.now() - (this.options.maxAgeMs ?? 3600_000) + 60_000;
      this.options.logger.warn(
        { err, date: this.lastGood.date },
        'exchange rates not refreshed; last good table used',
      );
    }
  }
}
