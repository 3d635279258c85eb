// npm run bench:screens: what each screen of the sample console adds to the wire when it is opened
// after the home screen — the gzip size of the files its route needs (the build's route map) less
// the ones the home route already loaded. Showcase and workbench screens must stay lazy: the figure
// is theirs alone, never paid by the first screens.
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildConsole } from '../build/buildConsole';
import { routeFiles } from '../build/routeChunks';

const outDir = path.join(os.tmpdir(), `jimu-screens-${process.pid}`);
const result = await buildConsole({ configDir: 'config', outDir });
if (!result.ok || !result.routeChunks) {
  console.error('build failed', result.bundleErrors.join('\n'));
  process.exit(1);
}
const map = result.routeChunks;
const gzipKb = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length / 1024;
const home = new Set(routeFiles(map, '/index'));
const screens = Object.keys(map.routes).filter((route) =>
  /^\/(vab|other|workbench|material|dashboard|workplace)\b/.test(route),
);
// A file is a screen's own when no other screen's set of files holds it (routes that redirect to
// a screen share its set, so sets are counted once).
const setsHolding = new Map<string, Set<number>>();
for (const route of screens)
  for (const file of routeFiles(map, route)) {
    const sets = setsHolding.get(file) ?? new Set<number>();
    sets.add(map.routes[route]);
    setsHolding.set(file, sets);
  }
const sum = (files: string[]) => files.reduce((total, file) => total + gzipKb(file), 0);
const rows = screens.map((route) => {
  const added = routeFiles(map, route).filter((file) => !home.has(file));
  const own = added.filter((file) => setsHolding.get(file)?.size === 1);
  return { route, added: sum(added), own: sum(own), files: added.length };
});
console.log(
  'screens: JS+CSS gzip a screen needs after the home screen, and of it what no other screen shares',
);
console.log(`  ${'route'.padEnd(44)} ${'after home'.padStart(10)} ${'own'.padStart(8)}`);
for (const { route, added, own, files } of rows)
  console.log(
    `  ${route.padEnd(44)} ${added.toFixed(1).padStart(7)} KB ${own.toFixed(1).padStart(5)} KB  ${files} files`,
  );
const largest = rows.reduce((a, b) => (b.own > a.own ? b : a), rows[0]);
console.log(`  ${rows.length} screens; largest own part ${largest.route} ${largest.own.toFixed(1)} KB`);
rmSync(outDir, { recursive: true, force: true });
