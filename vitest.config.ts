import { defineConfig } from 'vitest/config';
import EnvironmentSequencer from './tests/setup/environmentSequencer';

/**
 * Tests beside the code that build the whole sample console, talk to a server on loopback or
 * rewrite and load a whole config on disk a thousand times: kept out of `unit`, run in `integration`.
 */
const SLOW_SCRIPT_TESTS = [
  'tests/config/mutationProperty.test.ts',
  'scripts/build/chunkGraph.test.ts',
  'scripts/build/compileValidators.test.ts',
  'scripts/build/loadValidators.test.ts',
  'plugins/workbench/dataSources/server/postgresSource.test.ts',
];

/** Tests beside the integration tests that drive Chromium: run in `browser`. */
const BROWSER_ELSEWHERE = ['tests/cli/dev.test.ts', 'tests/security/clientFaults.test.ts'];

// Three projects, all in one `npm test` run (see README, "Tests"):
// - unit: components (happy-dom, by a comment in the file) and pure functions, beside the code;
// - integration: the real server over HTTP on loopback, the CLI, real builds, PostgreSQL;
// - browser: real Chromium against a built console.
export default defineConfig({
  test: {
    setupFiles: ['tests/setup/domSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // Browser tests poll what the page shows; on a loaded 2-core machine one second can be too short.
    expect: { poll: { timeout: 5_000 } },
    // No second try: a test that fails under load has a cause to find (a wait for the wrong thing,
    // a time measured from outside the page), not a retry. Whoever turns retries on for a hunt
    // (--retry=1) gets every test that passed only on its retry listed by the reporter below.
    retry: 0,
    // A project's files of one environment run one after another, so a worker sharing its modules
    // between files is not ended by a file of another environment in between.
    sequence: { sequencer: EnvironmentSequencer },
    reporters: ['default', './tests/setup/retriedReporter.ts', './tests/setup/slowestFilesReporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Files share their worker's loaded modules (Semi UI, React, happy-dom load once per
          // worker, not once per file): the inner loop's time is mostly imports. A file that
          // mocks a module imports what uses it after vi.resetModules().
          isolate: false,
          include: [
            'runtime/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'server/**/*.test.ts',
            'plugins/**/*.test.{ts,tsx}',
            'tests/config/**/*.test.ts',
            'tests/lockfile.test.ts',
            'tests/setup/**/*.test.ts',
          ],
          exclude: SLOW_SCRIPT_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // Files share their worker's loaded modules (the server, the build, the CLI load once per
          // worker, not once per file). What a file starts is its own: each mock server keeps its own
          // resource table, a file that mocks a module imports what uses it after vi.resetModules(),
          // and a file that sets an environment variable or a working folder puts it back.
          isolate: false,
          // The chunk graph's and the validators' tests read the run's build of the sample console,
          // the one the browser tests serve (tests/e2e/support/sharedBuild.ts).
          globalSetup: ['tests/setup/sharedBuilds.ts'],
          include: [
            'tests/integration/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/cli/**/*.test.ts',
            ...SLOW_SCRIPT_TESTS,
          ],
          // jimu dev's test and the console under a fault-injecting proxy drive Chromium: browser tests.
          exclude: BROWSER_ELSEWHERE,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          // Files share their worker's loaded modules (playwright's client, the server with its
          // compiled validators, the support code): a file's import was about a fifth of its time.
          // What a file starts — its console, its contexts, its sessions — is its own, keyed by the
          // object it got, never by an address a later file may be given again.
          isolate: false,
          include: ['tests/e2e/**/*.test.ts', ...BROWSER_ELSEWHERE],
          // Browser tests share one Chromium per worker and the build of each config folder
          // (tests/e2e/support/launchBrowser.ts, sharedBuild.ts).
          globalSetup: ['tests/setup/sharedBuilds.ts'],
          env: { JIMU_TEST_BROWSER: 'worker' },
        },
      },
    ],
  },
});
