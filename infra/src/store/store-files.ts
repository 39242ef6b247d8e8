/**
 * The store's files read before nedb opens any of them, at start-up and by `pnpm admin store
 * check`: what a compaction cut short left, every datafile, and the journal. Start-up repairs
 * what a crash leaves (a torn last line, a duplicate of a unique key, a compaction's leftover,
 * lines nedb would cut in two) and refuses anything else; the operator's repair also takes bad
 * lines out. Every repair first keeps what it changes in DATA_DIR/recovered/<time>/.
 */
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { datafilePath } from './datafile.js';
import { checkDatafile } from './datafile-check.js';
import { flushSync } from './durable.js';
import type { CheckMode, FileCheck, Finding } from './findings.js';
import { checkJournal } from './journal-check.js';
import { type DerivedNumbers, derivedFields } from './port.js';
import type { Recovery } from './recovery.js';

/**
 * Checks (and, by `mode`, repairs) every file of the store in `dir`. In `start` mode it throws a
 * StoreDamagedError, before changing the file concerned, at the first damage it does not repair.
 */
export function checkStoreFiles(
  dir: string,
  mode: CheckMode,
  recovery: Recovery,
  derived: DerivedNumbers = {},
): FileCheck[] {
  if (!existsSync(dir)) return [];
  const checks = leftovers(dir, mode, recovery);
  const names = () =>
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.db'))
      .map((e) => e.name)
      .sort();
  const derivedOf = (file: string) => derivedFields(derived, file.slice(0, -'.db'.length));
  for (const name of names()) checks.push(checkDatafile(join(dir, name), mode, recovery, derivedOf(name)));
  const journal = checkJournal(dir, mode, recovery);
  if (journal) {
    checks.push(journal.check);
    // What a replay appended is read again: a replayed state can meet a document it now clashes with.
    for (const collection of journal.replayed) {
      const again = checkDatafile(
        datafilePath(dir, collection),
        mode,
        recovery,
        derivedFields(derived, collection),
      );
      const before = checks.find((c) => c.file === again.file);
      if (before) {
        before.summary = `${again.summary} after the journal's replay`;
        before.findings.push(...again.findings);
      } else checks.push(again);
    }
  }
  return checks;
}

/**
 * nedb compacts by writing `x.db~` and renaming it over `x.db`. Both there: the rename never
 * happened and `x.db` is whole, so the copy goes to recovered/. The copy alone: nedb's own
 * start-up takes it as the datafile, and so does this one.
 */
function leftovers(dir: string, mode: CheckMode, recovery: Recovery): FileCheck[] {
  const checks: FileCheck[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.db~')) continue;
    const copy = join(dir, entry.name);
    const datafile = copy.slice(0, -1);
    if (existsSync(datafile)) {
      const finding: Finding = {
        file: copy,
        at: '',
        problem: `the copy of a compaction cut short; ${entry.name.slice(0, -1)} is whole and stays the datafile`,
      };
      if (mode !== 'inspect') finding.repaired = `moved to ${recovery.shown(recovery.move(copy))}`;
      checks.push({ file: copy, summary: 'left over by a compaction', findings: [finding] });
    } else {
      const finding: Finding = {
        file: copy,
        at: '',
        problem: `${entry.name.slice(0, -1)} is missing: the last compaction's copy is the datafile, as nedb reads it`,
      };
      if (mode === 'inspect') {
        const check = checkDatafile(copy, mode, recovery);
        check.findings.unshift(finding);
        checks.push(check);
        continue;
      }
      renameSync(copy, datafile);
      flushSync(dir);
      finding.repaired = `renamed to ${entry.name.slice(0, -1)}`;
      checks.push({ file: copy, summary: 'left over by a compaction', findings: [finding] });
    }
  }
  return checks;
}
