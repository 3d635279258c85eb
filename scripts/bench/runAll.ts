// npm run bench: every benchmark, one after the other, even when one misses its budget, so all the
// figures are printed; the exit code is 1 when any budget was missed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const BENCHES = [
  'configBench',
  'serverBench',
  'bundleBench',
  'tabsBench',
  'crudBench',
  'coldBench',
  'screenBench',
];
const tsx = path.resolve(import.meta.dirname, '../../node_modules/tsx/dist/cli.mjs');

const missed: string[] = [];
for (const bench of BENCHES) {
  console.log(`\n── ${bench} ──`);
  const run = spawnSync(process.execPath, [tsx, path.join(import.meta.dirname, `${bench}.ts`)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) missed.push(bench);
}
console.log(missed.length === 0 ? '\n✔ every budget met' : `\n✖ over budget or failed: ${missed.join(', ')}`);
process.exitCode = missed.length === 0 ? 0 : 1;
