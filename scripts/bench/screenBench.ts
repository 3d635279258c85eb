// npm run bench:screens: what each screen of the sample console adds to the wire when it is opened
// after the home screen — the gzip size of the files its route needs (the build's route map) less
// the ones the home route already loaded. Showcase and workbench screens must stay lazy: the figure
// is theirs alone, never paid by the first screens (#15, #16, #17).
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
const rows = Object.keys(map.routes)
  .filter((route) => /^\/(vab|other|workbench|material|dashboard|workplace)\b/.test(route))
  .map((route) => {
    const own = routeFiles(map, route).filter((file) => !home.has(file));
    return { route, files: own.length, kb: own.reduce((sum, file) => sum + gzipKb(file), 0) };
  });
console.log('screens: JS+CSS gzip a screen adds after the home screen (its route map files less home’s)');
for (const { route, files, kb } of rows)
  console.log(`  ${route.padEnd(44)} ${kb.toFixed(1).padStart(7)} KB  ${files} files`);
const largest = rows.reduce((a, b) => (b.kb > a.kb ? b : a), rows[0]);
console.log(`  ${rows.length} screens; largest ${largest.route} ${largest.kb.toFixed(1)} KB`);
rmSync(outDir, { recursive: true, force: true });
