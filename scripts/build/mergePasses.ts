import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildContext, BuildResult, Metafile } from 'esbuild';
import type { Manifest } from '../../runtime/contract/manifest';
import { addMerges, type Loader, type MergePlan, planMerges } from './mergeChunks';
import { pluginModules } from './pluginModules';
import { outputsByModule } from './routeChunks';
import { routeModules } from './routeModules';

/** Rebuilds that merge the small files the last one left, at most (they rarely leave new ones). */
const MERGE_PASSES = 3;

type Result = BuildResult<{ metafile: true; write: false }>;

/**
 * Each route of the config as a loader of the entries it loads (routeModules.ts), of weight 1; the
 * one every sign-in lands on ('/') weighs as all routes together, so that its bytes grow for no other.
 */
function routeLoaders(
  manifest: Manifest,
  metafile: Metafile,
  plugins: Record<string, string>,
  root: string,
): Loader[] {
  const byModule = outputsByModule(metafile, root);
  const byRoute = Object.entries(routeModules(manifest, pluginModules(metafile, plugins, root)));
  return byRoute.map(([route, names]) => ({
    entries: names.flatMap((name) => metafile.outputs[byModule.get(name) ?? '']?.entryPoint ?? []),
    weight: route === '/' ? byRoute.length : 1,
  }));
}

/**
 * Where the last build of the same config (its normalised manifest and plugins) left its merges:
 * the next build (each test's console, `jimu build` again) starts from them and usually needs no
 * pass of its own. Under the runtime's `.cache/`, which git ignores.
 */
export const mergeCacheFile = (root: string, config: unknown): string =>
  path.join(
    root,
    '.cache',
    `merges-${createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 12)}.json`,
  );

/** The cached merges whose files still exist (a plugin's module or a file path, with or without `?query`). */
export function readMergeCache(file: string): MergePlan {
  try {
    const plan = JSON.parse(readFileSync(file, 'utf8')) as MergePlan;
    const exists = (specifier: string) =>
      specifier.startsWith('jimu:') || existsSync(specifier.split('?')[0]);
    return Object.fromEntries(
      Object.entries(plan).map(([entry, modules]) => [entry, modules.filter(exists)]),
    );
  } catch {
    return {};
  }
}

function writeMergeCache(file: string, plan: MergePlan): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    // Renamed into place: builds running side by side (test files) never read half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(plan));
    renameSync(partial, file);
  } catch {
    // A read-only install builds the same files, only with a pass more next time.
  }
}

const size = (plan: MergePlan) => Object.values(plan).reduce((sum, modules) => sum + modules.length, 0);

/**
 * Builds, then rebuilds while planMerges finds small shared files to merge, starting from `merges`
 * (the last build's). Returns the result and the merges it was built with. A merge that no longer
 * builds (a cached one, for a module since moved) is dropped and the build starts from none.
 */
export async function buildWithMerges(
  context: BuildContext<{ metafile: true; write: false }>,
  merges: MergePlan,
  setMerges: (plan: MergePlan) => void,
  input: { manifest: Manifest; plugins: Record<string, string>; root: string; cacheFile: string },
): Promise<Result> {
  setMerges(merges);
  let result: Result;
  try {
    result = await context.rebuild();
  } catch (error) {
    if (size(merges) === 0) throw error;
    merges = {};
    setMerges(merges);
    result = await context.rebuild();
  }
  for (let pass = 0; pass < MERGE_PASSES; pass++) {
    const bootEntry = Object.values(result.metafile.outputs).find((out) =>
      out.entryPoint?.endsWith('runtime/app/main.tsx'),
    )?.entryPoint;
    const loaders = routeLoaders(input.manifest, result.metafile, input.plugins, input.root);
    const more = addMerges(merges, planMerges(result.metafile, { cwd: process.cwd(), loaders, bootEntry }));
    if (size(more) === size(merges)) break;
    merges = more;
    setMerges(merges);
    result = await context.rebuild();
  }
  writeMergeCache(input.cacheFile, merges);
  return result;
}
