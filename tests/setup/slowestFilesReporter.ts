import type { Reporter, TestModule } from 'vitest/node';

/** How many files the table lists. */
const SHOWN = 15;

/**
 * Prints, at the end of every run, the slowest test files with their times (environment, import,
 * set-up files, and every test and hook of the file), so whoever runs the suite sees where its time goes.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const timed = testModules
      .map((module) => {
        const d = module.diagnostic();
        return {
          file: module.moduleId.replace(`${process.cwd()}/`, ''),
          ms:
            d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
          tests: [...module.children.allTests()].length,
        };
      })
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN);
    if (timed.length === 0) return;
    const width = Math.max(...timed.map((row) => row.file.length));
    const rows = timed.map(
      (row, i) =>
        `${String(i + 1).padStart(3)}. ${row.file.padEnd(width)}  ${(row.ms / 1000).toFixed(1).padStart(7)} s  ${String(row.tests).padStart(4)} test${row.tests === 1 ? '' : 's'}`,
    );
    process.stdout.write(`\nSlowest ${timed.length} test files:\n${rows.join('\n')}\n`);
  }
}
