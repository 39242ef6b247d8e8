/**
 * The embedded rates: a dated daily table from `@fawazahmed0/currency-api` (a pinned version of
 * its npm package), so prices convert offline. Its date is shown with every converted price.
 */
import { createRequire } from 'node:module';
import { z } from 'zod';
import { isoRates, type Rates, type RateTable } from './port.js';

const datasetSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  usd: z.record(z.string(), z.number()),
});

/** Reads the bundled table (once; it never changes while the process runs). */
export function bundledTable(): RateTable {
  const dataset = datasetSchema.parse(
    createRequire(import.meta.url)('@fawazahmed0/currency-api/v1/currencies/usd.json'),
  );
  return { date: dataset.date, perUsd: isoRates(dataset.usd) };
}

export class BundledRates implements Rates {
  readonly kind = 'bundled' as const;
  private readonly current = bundledTable();

  async table(): Promise<RateTable> {
    return this.current;
  }
}
