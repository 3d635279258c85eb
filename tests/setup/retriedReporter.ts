import type { Reporter, TestModule } from 'vitest/node';

/**
 * Lists, after the run, every test that passed only on its retry, with the error of the attempt
 * that failed. A retry keeps one slow moment of a loaded machine from failing the run; this list
 * keeps the flake in sight, so its cause still gets found (several were real bugs).
 */
export default class RetriedReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const lines: string[] = [];
    let count = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        if (!test.diagnostic()?.flaky) continue;
        const first = test.result().errors?.[0];
        count += 1;
        lines.push(`  ${module.moduleId.replace(`${process.cwd()}/`, '')} > ${test.fullName}`);
        if (first) lines.push(`    first attempt: ${first.name ?? 'Error'}: ${first.message.split('\n')[0]}`);
      }
    }
    if (count > 0) process.stdout.write(`\nPassed only on retry (${count}):\n${lines.join('\n')}\n`);
  }
}
