import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSeed } from './buildSeed';
import { readSeedConfig } from './readSeedConfig';

/**
 * `tsx server/store/seed/generateSeed.ts [--config DIR] [--out FILE]`: regenerates mock-db.json
 * from config/ (routes, permissions, zh strings) and the fixed random seed.
 */
function main(argv: string[]): void {
  const option = (name: string, fallback: string) => {
    const index = argv.indexOf(name);
    return index >= 0 && argv[index + 1] ? argv[index + 1] : fallback;
  };
  const configDir = resolve(option('--config', 'config'));
  const out = resolve(option('--out', 'mock-db.json'));
  const db = buildSeed(readSeedConfig(configDir));
  writeFileSync(out, `${JSON.stringify(db, null, 2)}\n`);
  const counts = Object.entries(db).map(([key, rows]) => `${key} ${rows.length}`);
  console.log(`wrote ${out}: ${counts.join(', ')}`);
}

main(process.argv.slice(2));
