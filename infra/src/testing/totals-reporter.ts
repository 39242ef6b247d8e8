/**
 * Ends a test run with one plain line totalling every suite — `N passed, N failed, N skipped` —
 * and lists each skipped test with its reason, so a suite skipped for lack of a container
 * runtime is stated, never silent.
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class TotalsReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[], unhandledErrors: readonly unknown[]): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    const skippedNames: string[] = [];
    for (const module of testModules) {
      let tests = 0;
      for (const test of module.children.allTests()) {
        tests++;
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else {
          skipped++;
          skippedNames.push(`${test.project.name} › ${test.fullName}`);
        }
      }
      // A module that failed to load has no tests to count but must not pass unnoticed.
      if (tests === 0 && module.state() === 'failed') failed++;
    }
    const out = process.stdout;
    if (skippedNames.length > 0) {
      out.write(`\nSkipped tests:\n${skippedNames.map((name) => `  - ${name}`).join('\n')}\n`);
    }
    out.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
