import { defineConfig } from 'vitest/config';

// One run holds every test: units beside the code, integration (real HTTP on loopback) and
// end-to-end (real Chromium) under tests/.
export default defineConfig({
  test: {
    include: [
      'runtime/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'plugins/**/*.test.{ts,tsx}',
      'tests/**/*.test.ts',
    ],
    setupFiles: ['tests/setup/domSetup.ts'],
    // Browser tests share one build of each config folder per run (tests/e2e/support/sharedBuild.ts).
    globalSetup: ['tests/setup/sharedBuilds.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // Browser tests poll what the page shows; on a loaded 2-core machine one second can be too short.
    expect: { poll: { timeout: 5_000 } },
    // One more try for a test that failed: on 2 shared cores a browser test can lose a race with
    // the machine once in a run of 1,500. The output marks it "(retry x1)", and the reporter below
    // lists every such test with its first error, so a flake stays a finding, not a pass.
    retry: 1,
    reporters: ['default', './tests/setup/retriedReporter.ts', './tests/setup/slowestFilesReporter.ts'],
  },
});
