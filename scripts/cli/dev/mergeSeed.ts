import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import writeFileAtomic from 'write-file-atomic';
import { UsageError } from '../command';

/** What {@link mergeSeed} changed in the working data. */
export interface SeedMerge {
  /** Collections of the seed the data did not have, copied in. */
  added: string[];
  /** Collections asked for by name, replaced by the seed's. */
  reseeded: string[];
  /** Names asked for that are no collection of the seed. */
  unknown: string[];
  /** The seed's collections, as the back end started on them serves them. */
  collections: string[];
}

const collectionsOf = (data: Record<string, unknown>) =>
  Object.keys(data).filter((name) => Array.isArray(data[name]));

const readJson = async (file: string): Promise<Record<string, unknown> | undefined> => {
  try {
    const value = JSON.parse(await readFile(file, 'utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Brings the seed's new collections into the working data of the mock back end, leaving every
 * collection the data already has as it is (records added, edited or deleted while it ran), and
 * replaces the collections named in `reseed` with the seed's. The data file is rewritten (whole,
 * by rename) only when something changed. Run while no back end has the file open. A data file
 * that does not exist yet is left alone: the back end copies the whole seed on its first start.
 * An unreadable seed or data file changes nothing (the back end reports it when it opens them).
 *
 * @example await mergeSeed({ seedFile: 'mock-db.json', dataFile: '.data/db.json', reseed: ['articles'] });
 */
export async function mergeSeed(options: {
  seedFile: string;
  dataFile: string;
  reseed?: string[];
  /** Only say what would change; write nothing. */
  dryRun?: boolean;
}): Promise<SeedMerge> {
  const seed = await readJson(options.seedFile);
  const collections = seed ? collectionsOf(seed) : [];
  const reseed = options.reseed ?? [];
  const unknown = reseed.filter((name) => !collections.includes(name));
  const outcome: SeedMerge = { added: [], reseeded: [], unknown, collections };
  if (!seed || !existsSync(options.dataFile)) return outcome;
  const data = await readJson(options.dataFile);
  if (!data) return outcome;
  for (const name of collections) {
    if (reseed.includes(name)) outcome.reseeded.push(name);
    else if (!(name in data)) outcome.added.push(name);
    else continue;
    data[name] = seed[name];
  }
  if (!options.dryRun && (outcome.added.length > 0 || outcome.reseeded.length > 0))
    await writeFileAtomic(options.dataFile, JSON.stringify(data));
  return outcome;
}

/**
 * The seed merge `jimu dev` and `jimu serve` run before their back end starts: the seed's new
 * collections copied into the data, the ones named in `reseed` replaced, one line printed for
 * each. A name in `reseed` that is no collection of the seed is a usage error.
 *
 * @example await mergeSeedAtStart({ seedFile: 'mock-db.json', dataFile: '.data/db.json' });
 */
export async function mergeSeedAtStart(options: {
  seedFile: string;
  dataFile: string;
  reseed?: string[];
}): Promise<SeedMerge> {
  const merged = await mergeSeed(options);
  if (merged.unknown.length > 0)
    throw new UsageError(
      `--reseed: mock-db.json has no collection ${merged.unknown.map((n) => `'${n}'`).join(', ')}`,
    );
  for (const name of merged.reseeded) console.log(`✔ re-seeded '${name}' in .data/db.json from mock-db.json`);
  for (const name of merged.added)
    console.log(`✔ added the new collection '${name}' of mock-db.json to .data/db.json`);
  return merged;
}
