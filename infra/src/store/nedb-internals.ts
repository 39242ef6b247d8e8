/**
 * The parts of @seald-io/nedb that start-up's checks reuse, so that they judge a unique key exactly
 * as nedb's load will: its index.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** An index as nedb persists it in a `$$indexCreated` line; a compound one names its fields sorted, joined by commas. */
export interface IndexOptions {
  fieldName: string;
  unique?: boolean;
  sparse?: boolean;
  /** IndexSpec.derived, kept in the `$$indexCreated` line so that a start-up check knows it. */
  derived?: boolean;
}

interface NedbIndex {
  insert(doc: object): void;
  remove(doc: object): void;
  getMatching(key: unknown): object[];
}

export const NedbIndex = require('@seald-io/nedb/lib/indexes.js') as new (options: IndexOptions) => NedbIndex;

/** nedb's refusal of a second document with the same unique key, at insert, load or ensureIndex. */
export function isUniqueViolation(error: unknown): error is { errorType: 'uniqueViolated'; key?: unknown } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'errorType' in error &&
    error.errorType === 'uniqueViolated'
  );
}
