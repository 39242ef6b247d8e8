/**
 * A unique index new to a datafile whose documents already share one of its keys, which nedb
 * refuses at ensureIndex: as start-up does for the indexes a datafile names, the document
 * written last stays, and each older one goes, kept in DATA_DIR/recovered/<time>/ with the file;
 * for a derived number the older one stays and only loses the number.
 */
import { readFileSync } from 'node:fs';
import type Datastore from '@seald-io/nedb';
import { duplicateFinding } from './datafile-check.js';
import { scanDatafile } from './datafile-scan.js';
import type { Finding } from './findings.js';
import type { IndexOptions } from './nedb-internals.js';
import type { Doc } from './port.js';
import type { Recovery } from './recovery.js';

/**
 * Takes the older duplicates for `index` out of `db`, whose datafile is `path`; the caller holds
 * the store's lock with no section open, so nedb appends each deletion itself. Resolves with
 * what it repaired, nothing when the file shows no duplicate.
 */
export async function dropOlderDuplicates(
  path: string,
  db: Datastore<Doc>,
  index: IndexOptions,
  recovery: Recovery,
): Promise<Finding[]> {
  const { duplicates } = scanDatafile(readFileSync(path), [index]);
  if (duplicates.length === 0) return [];
  const original = recovery.shown(recovery.keep(path));
  const lines = recovery.shown(
    recovery.keepLines(
      path,
      duplicates.filter((d) => !d.derived).map((d) => d.older),
    ),
  );
  for (const d of duplicates)
    if (d.derived) await db.updateAsync({ _id: d.older.id }, { $unset: { [d.fieldName]: true } }, {});
    else await db.removeAsync({ _id: d.older.id }, {});
  return duplicates.map((d) => ({
    ...duplicateFinding(path, d),
    repaired: d.derived
      ? `its ${d.fieldName} taken away, to be given anew (the whole file as it was: ${original})`
      : `moved to ${lines} (the whole file as it was: ${original})`,
  }));
}
