/**
 * The slowest tests and files of a vitest run, as Markdown table rows for docs/testing.md:
 *   npx vitest run --reporter=default --reporter=json --outputFile=/tmp/times.json
 *   node infra/scripts/slowest-tests.mjs /tmp/times.json
 */
import { readFileSync } from 'node:fs';

const run = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const repo = (name) => name.replace(/^.*?\/(contracts|infra|gateway|workers|frontend)\//, '$1/');
const tests = run.testResults.flatMap((file) =>
  file.assertionResults.map((test) => ({
    file: repo(file.name),
    name: test.fullName,
    s: (test.duration ?? 0) / 1000,
  })),
);
const files = run.testResults.map((file) => ({
  file: repo(file.name),
  s: (file.endTime - file.startTime) / 1000,
}));
const end = Math.max(...run.testResults.map((file) => file.endTime));

process.stdout.write(
  `${tests.length} tests in ${files.length} files; ${((end - run.startTime) / 1000).toFixed(0)} s from the first to the last\n\n`,
);
process.stdout.write('| test | file | seconds |\n| --- | --- | --- |\n');
for (const test of tests.sort((a, b) => b.s - a.s).slice(0, 20))
  process.stdout.write(`| ${test.name.replaceAll('|', '/')} | \`${test.file}\` | ${test.s.toFixed(1)} |\n`);
process.stdout.write('\n| file | seconds |\n| --- | --- |\n');
for (const file of files.sort((a, b) => b.s - a.s).slice(0, 10))
  process.stdout.write(`| \`${file.file}\` | ${file.s.toFixed(1)} |\n`);
