import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createResourceRegistry, type ResourceRegistry } from '../../server/store/resourceRegistry';
import type { SeedData } from '../config';

/** The seed file of a console: mock-db.json beside its config folder. */
export function seedFileOf(configDir: string): string {
  return path.join(path.dirname(path.resolve(configDir)), 'mock-db.json');
}

/**
 * The seed data of a config folder (mock-db.json beside it, or `file`) as `loadAndValidate` checks the pages'
 * fields against it, with the mock back end's mapping of a resource to its collection: a rest
 * page reads the collection named like its resource; an envelope page the collection of its
 * resource in `resources` (`userManagement` → `users`), with the names the server joins in. Those
 * are the sample's own unless a running server's are given (`jimu dev`: its plugins' and pages'
 * too). Resolves undefined when there is no seed file or it is not a JSON object (the server
 * reports that on its own).
 *
 * @example const seed = await readSeedData('config'); await loadAndValidate('config', { seed });
 */
export async function readSeedData(
  configDir: string,
  file = seedFileOf(configDir),
  resources: Pick<ResourceRegistry, 'get'> = createResourceRegistry(),
): Promise<SeedData | undefined> {
  let collections: unknown;
  try {
    collections = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return undefined;
  }
  if (!collections || typeof collections !== 'object' || Array.isArray(collections)) return undefined;
  return {
    file: path.relative(process.cwd(), file) || file,
    collections: collections as Record<string, unknown>,
    resolve(resource, provider) {
      if (provider === 'rest') return { collection: resource };
      if (provider !== undefined && provider !== 'envelope') return undefined;
      const spec = resources.get(resource);
      if (!spec) return undefined;
      return { collection: spec.collection, added: (spec.joins ?? []).map((join) => join.as) };
    },
  };
}
