/**
 * The country-state-city dataset, loaded at its first use: its cities take about a quarter of a
 * second to load, which a start need not wait for (the gateway loads it once it is ready).
 */
import { createRequire } from 'node:module';

type Dataset = typeof import('country-state-city');

let dataset: Dataset | undefined;

export function geoDataset(): Dataset {
  dataset ??= createRequire(import.meta.url)('country-state-city') as Dataset;
  return dataset;
}
