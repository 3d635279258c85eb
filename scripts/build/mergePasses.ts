import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildContext, BuildResult, Metafile } from 'esbuild';
import type { Manifest } from '../../runtime/contract/manifest';
import { addMerges, type Loader, type MergePlan, planMerges } from './mergeChunks';
import { pluginModules } from './pluginModules';
import { outputsByModule } from './routeChunks';
import { routeModules } from './routeModules';

/** The code that plans the merges, where it runs from source. */
const PLANNER = ['mergeChunks.ts', 'mergePasses.ts']
  .map((name) => path.join(import.meta.dirname, name))
  .filter((file) => existsSync(file));

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
 * Where a build of the same config (its normalised manifest and plugins) left its merges, under the
 * runtime's `.cache/` (git ignores it), so that the next build of unchanged sources — each test's
 * console, `jimu build` again — needs no pass of its own.
 */
export const mergeCacheFile = (root: string, config: unknown): string =>
  path.join(
    root,
    '.cache',
    `merges-${createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 12)}.json`,
  );

/** The merges a build starts from, and whether they are exactly what a build from none ends with. */
export interface StartingMerges {
  plan: MergePlan;
  /**
   * The plan a build from no merges ended with, for sources that have not changed since: built
   * with as it is (no pass adds to it), so the same sources always give the same files.
   */
  exact: boolean;
}

interface MergeCache {
  /** Digest of every source file the build read (path and text), when it wrote this. */
  sources: string;
  files: string[];
  plan: MergePlan;
}

/**
 * The files on disk a build read, absolute: its metafile's inputs without those of a plugin's
 * namespace (`virtual:…`) and without the modules a package's "browser" field turns off, which
 * esbuild lists as `(disabled):crypto` and which are no file.
 */
const sourceFiles = (metafile: Metafile, cwd: string): string[] =>
  [
    ...new Set(
      Object.keys(metafile.inputs)
        .filter((input) => !/^([\w-]+|\(disabled\)):/.test(input))
        .map((input) => path.resolve(cwd, input.split('?')[0])),
    ),
  ].sort();

function digest(files: string[]): string | undefined {
  const hash = createHash('sha256');
  try {
    for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  } catch {
    return undefined;
  }
  return hash.digest('hex');
}

/**
 * The merges a build of unchanged sources ended with, as `exact`; none when there are none, the
 * file is broken or any source file the build read has changed or is gone since — a build then
 * starts from no merges, as the one that wrote the file did. So the files a build writes depend
 * only on the sources, never on which build (of another test, of an older checkout) ran before.
 */
export function readMergeCache(file: string): StartingMerges {
  try {
    const cache = JSON.parse(readFileSync(file, 'utf8')) as Partial<MergeCache>;
    if (!cache.plan || !Array.isArray(cache.files) || digest(cache.files) !== cache.sources)
      return { plan: {}, exact: false };
    return { plan: cache.plan, exact: true };
  } catch {
    return { plan: {}, exact: false };
  }
}

/**
 * Leaves `plan`, which a build from no merges ended with, for the next build of the same sources:
 * with the digest of every source file that build read.
 *
 * @example writeMergeCache(mergeCacheFile(root, config), plan, result.metafile);
 */
export function writeMergeCache(file: string, plan: MergePlan, metafile: Metafile): void {
  // The planner's own code too: a plan another planner left is not what this one would make.
  const files = [...sourceFiles(metafile, process.cwd()), ...PLANNER];
  const sources = digest(files);
  if (!sources) return;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    // Renamed into place: builds running side by side (test files) never read half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, JSON.stringify({ sources, files, plan } satisfies MergeCache));
    renameSync(partial, file);
  } catch {
    // A read-only install builds the same files, only with its passes each time.
  }
}

const size = (plan: MergePlan) => Object.values(plan).reduce((sum, modules) => sum + modules.length, 0);

/**
 * Builds with `start`'s merges; unless they are `exact`, rebuilds while planMerges finds small
 * shared files to merge, and — when it started from none — leaves the plan for the next build of
 * the same sources. A merge that no longer builds (the dev server's, for a module since moved) is
 * dropped and the build starts from none.
 */
export async function buildWithMerges(
  context: BuildContext<{ metafile: true; write: false }>,
  start: StartingMerges,
  setMerges: (plan: MergePlan) => void,
  input: { manifest: Manifest; plugins: Record<string, string>; root: string; cacheFile: string },
): Promise<Result> {
  let merges = start.plan;
  setMerges(merges);
  let result: Result;
  try {
    result = await context.rebuild();
    if (start.exact) return result;
  } catch (error) {
    if (size(merges) === 0) throw error;
    merges = {};
    setMerges(merges);
    result = await context.rebuild();
  }
  const fromNone = size(merges) === 0;
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
  if (fromNone) writeMergeCache(input.cacheFile, merges, result.metafile);
  return result;
}
