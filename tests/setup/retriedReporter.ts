import type { Reporter, TestModule } from 'vitest/node';

/**
 * Lists, after the run, every test that passed only on its retry, with the error of the attempt
 * that failed. A retry keeps one slow moment of a loaded machine from failing the run; this list
 * keeps the flake in sight, so its cause still gets found (several were real bugs).
 */
export default class RetriedReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const lines = testModules.flatMap((module) =>
      [...module.children.allTests()]
        .filter((test) => test.diagnostic()?.flaky)
        .map((test) => {
          const first = test.result().errors?.[0];
          const name = `  ${module.moduleId.replace(`${process.cwd()}/`, '')} > ${test.fullName}`;
          return first
            ? `${name}\n    first attempt: ${first.name ?? 'Error'}: ${first.message.split('\n')[0]}`
            : name;
        }),
    );
    if (lines.length > 0)
      process.stdout.write(`\nPassed only on retry (${lines.length}):\n${lines.join('\n')}\n`);
  }
}
