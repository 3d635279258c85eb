import path from 'node:path';
import type { Metafile } from 'esbuild';
import { LAZY_GROUPS } from './lazyGroupsPlugin';
import { staticClosure } from './mergeChunks';

/**
 * Which files each route needs: `routes` names a list in `sets` (routes that need the same files
 * share one), whose numbers index `files` (paths relative to the page).
 */
export interface RouteChunkMap {
  /** The files every route needs (the signed-in console's), left out of `sets`. */
  common: string[];
  files: string[];
  sets: number[][];
  routes: Record<string, number>;
  /** `route: module` for each module the route map names that the bundle does not hold (a moved file). */
  missing?: string[];
}

/** The files (relative to the page) a route needs beyond the entry; empty for an unknown route. */
export const routeFiles = (map: RouteChunkMap, route: string): string[] =>
  map.routes[route] === undefined
    ? []
    : [...map.common, ...map.sets[map.routes[route]].map((i) => map.files[i])];

/** A lazily loaded module's name as routeModules.ts writes it: a `jimu:` module or a path from root. */
const moduleName = (entryPoint: string, root: string): string => {
  const lazy = entryPoint.indexOf('jimu:lazy/');
  if (lazy >= 0) return entryPoint.slice(lazy + 'jimu:lazy/'.length);
  const virtual = entryPoint.indexOf('jimu:');
  return virtual >= 0
    ? entryPoint.slice(virtual)
    : path.relative(root, path.resolve(entryPoint)).split(path.sep).join('/');
};

/** Output files (metafile keys) by the module each was split out for; a grouped module by its group's. */
export function outputsByModule(metafile: Metafile, root: string): Map<string, string> {
  const byModule = new Map<string, string>();
  for (const [file, output] of Object.entries(metafile.outputs))
    if (output.entryPoint && file.endsWith('.js')) byModule.set(moduleName(output.entryPoint, root), file);
  for (const [group, modules] of Object.entries(LAZY_GROUPS)) {
    const file = byModule.get(`jimu:lazy-group/${group}`);
    if (file) for (const module of modules) byModule.set(module, file);
  }
  return byModule;
}

/**
 * The flat chunk graph: for every route, every file its modules need (their static closures),
 * less what the entry itself imports (index.html preloads those). Requested all at once when the
 * page opens on that route, these arrive in a single round after the entry, not one after another.
 * The files every route needs (the signed-in console's) are `common`: the preloader names them
 * itself, so they come a round earlier than the route map.
 * A module the route map names that the bundle does not hold (a moved file) is left out and listed
 * in `missing`, which the chunk-graph test requires empty: placement is checked, not kept by comments.
 *
 * @example routeChunkMap(metafile, 'dist/static/main-X.js', { '/users': ['jimu:page/users'] }, root, rel)
 */
export function routeChunkMap(
  metafile: Metafile,
  entry: string,
  routes: Record<string, string[]>,
  root: string,
  rel: (file: string) => string,
): RouteChunkMap {
  const byModule = outputsByModule(metafile, root);
  const loadedWithEntry = staticClosure(metafile, [entry]);
  const files: string[] = [];
  const index = new Map<string, number>();
  const missing: string[] = [];
  const setIndex = new Map<string, number>();
  const needs = Object.entries(routes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, modules]): [string, string[]] => {
      const starts = modules.flatMap((module) => {
        const file = byModule.get(module);
        if (!file) missing.push(`${route}: ${module}`);
        return file ? [file] : [];
      });
      return [
        route,
        [...staticClosure(metafile, starts)].filter((file) => !loadedWithEntry.has(file)).sort(),
      ];
    });
  // What every route needs (a single route has nothing it shares).
  const [first = [], ...others] = needs.map(([, needed]) => needed);
  const common = others.length === 0 ? [] : first.filter((file) => others.every((n) => n.includes(file)));
  const result: RouteChunkMap = { common: common.map(rel), files, sets: [], routes: {}, missing };
  for (const [route, all] of needs) {
    const set = all
      .filter((file) => !common.includes(file))
      .map((file) => {
        let i = index.get(file);
        if (i === undefined) {
          i = files.push(rel(file)) - 1;
          index.set(file, i);
        }
        return i;
      });
    const text = set.join(',');
    let at = setIndex.get(text);
    if (at === undefined) {
      at = result.sets.push(set) - 1;
      setIndex.set(text, at);
    }
    result.routes[route] = at;
  }
  return result;
}

/**
 * How many loads, one after another, a route's modules take when the page opens on it: the entry,
 * the files index.html names and the preloader are round 1; each preloaded file comes in the round
 * `preloaded` gives it (the console's and the route's own, which the preloader names from the
 * page's route map, 2); any file only discovered by running another (a module or a static import
 * the map left out) is one round more than the file that found it.
 *
 * @example routeDepth(metafile, entry, new Map([[file, 2]]), ['jimu:page/users'], root) // 2
 */
export function routeDepth(
  metafile: Metafile,
  entry: string,
  preloaded: Map<string, number>,
  modules: string[],
  root: string,
): number {
  const byModule = outputsByModule(metafile, root);
  const round = new Map<string, number>();
  for (const file of staticClosure(metafile, [entry])) round.set(file, 1);
  for (const [file, at] of preloaded) if (!round.has(file)) round.set(file, at);
  const last = Math.max(1, ...round.values());
  // A module the map left out is found by the route's last preloaded round, then its imports after it.
  const visit = (file: string, at: number): number => {
    const known = round.get(file);
    const own = known ?? at;
    if (known === undefined) round.set(file, own);
    let deepest = own;
    for (const edge of metafile.outputs[file]?.imports ?? [])
      if (edge.kind === 'import-statement' && !edge.external)
        deepest = Math.max(
          deepest,
          round.has(edge.path) ? (round.get(edge.path) as number) : visit(edge.path, own + 1),
        );
    return deepest;
  };
  let depth = 1;
  for (const module of modules) {
    const file = byModule.get(module);
    depth = Math.max(depth, file ? visit(file, last + 1) : Number.POSITIVE_INFINITY);
  }
  return depth;
}
