/**
 * A mutation part's score and what is left alive, from its incremental file:
 *   node infra/scripts/mutation-part.mjs reports/stryker/<part>.json <file>… [--survivors]
 * (the part's files as its globs in stryker.config.mjs name them, e.g. by the shell's braces). An
 * incremental file also holds other parts' entries from the run it was copied from: only the files
 * named count. The score is detected (killed + timed out) of reached (those + survived), as
 * docs/testing.md counts it; `--survivors` lists each survived (S) or unreached (N) mutant with its
 * line, mutator, replacement and source line.
 */
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const listSurvivors = args.includes('--survivors');
const [report, ...files] = args.filter((arg) => arg !== '--survivors');
if (report === undefined || files.length === 0) {
  process.stderr.write('usage: mutation-part.mjs <incremental.json> <file>… [--survivors]\n');
  process.exit(2);
}
const wanted = new Set(files);
const counts = {};
const alive = [];
for (const [file, entry] of Object.entries(JSON.parse(readFileSync(report, 'utf8')).files)) {
  if (!wanted.has(file)) continue;
  const lines = entry.source.split('\n');
  for (const mutant of entry.mutants) {
    counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
    if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') continue;
    const line = mutant.location.start.line;
    const replacement = JSON.stringify(mutant.replacement ?? '').slice(0, 80);
    const source = (lines[line - 1] ?? '').trim().slice(0, 110);
    alive.push(
      `${mutant.status === 'NoCoverage' ? 'N' : 'S'} ${file}:${line} ${mutant.mutatorName} → ${replacement} | ${source}`,
    );
  }
}
const [killed, timedOut, survived, unreached] = ['Killed', 'Timeout', 'Survived', 'NoCoverage'].map(
  (status) => counts[status] ?? 0,
);
const detected = killed + timedOut;
const percent = (n, of) => (of === 0 ? 'n/a' : `${((100 * n) / of).toFixed(1)} %`);
process.stdout.write(
  `${killed} killed, ${timedOut} timed out, ${survived} survived, ${unreached} not reached: ` +
    `${percent(detected, detected + survived)} of the reached (${detected}/${detected + survived}), ` +
    `${percent(detected, detected + survived + unreached)} of all\n`,
);
if (listSurvivors) process.stdout.write(`${alive.join('\n')}\n`);
