import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';

/**
 * The smallest shared file worth a request of its own, in bytes before compression. A cold deep
 * link asks for its route's files all at once, six at a time over HTTP/1.1, while the entry's code
 * runs: at 16 KiB a list page waits on about a third fewer files than at 2 KiB (users 24 → 17,
 * comprehensive table 26 → 19) and shows its 20th row about 6 % sooner (interleaved cold loads,
 * median of 10 pairs, against the same sources at 2 KiB; 8 KiB and 32 KiB gained less, 64 KiB lost,
 * its merges adding more bytes than the requests they save are worth).
 */
export const MIN_CHUNK_BYTES = 16384;

/**
 * What each lazily loaded entry re-exports beyond its own module, by the entry's name as the
 * metafile gives it (`jimu:page/users`, `jimu-lazy-group:jimu:lazy/runtime/pages/crud/CrudPage.tsx`),
 * as import specifiers.
 */
export type MergePlan = Record<string, string[]>;

/** Entries whose text the build generates (lazyGroupsPlugin, virtualModules), so a merge may extend them. */
const EXTENSIBLE = /^(jimu-lazy-group:jimu:|jimu:)/;

export interface MergeOptions {
  /** Where the metafile's paths start (esbuild's working directory). */
  cwd: string;
  /**
   * The ways the console loads files together (each route of the config: the entries it loads, and
   * how much its bytes count). An entry no loader names (a tool opened on a click) counts as a loader
   * of its own, of weight 1.
   */
  loaders?: Loader[];
  /** The page's own entry, as the metafile names it: what it loads comes before any other entry runs. */
  bootEntry?: string;
  minBytes?: number;
}

export interface Loader {
  entries: string[];
  weight: number;
}

interface Group {
  /** Output files (metafile keys) merged into this group. */
  files: string[];
  /** The entries that load the group: every entry that loads one of its files. */
  reach: Set<string>;
  /** The entries it may reach at most: a file that cannot move (see `movable`) keeps its own. */
  limit?: Set<string>;
  /** The loaders (their indexes) that load it. */
  loaders: Set<number>;
  bytes: number;
}

/** The files a file needs before it runs: itself and every file it imports statically, transitively. */
export function staticClosure(metafile: Metafile, files: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...files];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const edge of metafile.outputs[file]?.imports ?? [])
      if (edge.kind === 'import-statement' && !edge.external) stack.push(edge.path);
  }
  return seen;
}

/** The outputs each entry loads before it runs, by the entry's name. */
function entryClosures(metafile: Metafile): Map<string, Set<string>> {
  const closures = new Map<string, Set<string>>();
  for (const [file, output] of Object.entries(metafile.outputs))
    if (output.entryPoint && file.endsWith('.js'))
      closures.set(output.entryPoint, staticClosure(metafile, [file]));
  return closures;
}

/**
 * An import specifier for an input of the metafile: a file path from `cwd`, or a plugin's module
 * (`jimu-lazy-group:jimu:kernel` → `jimu:kernel`, `jimu:page/x` as is). Undefined when the input
 * cannot be named again (a file that is gone, a namespace no plugin resolves by name).
 */
export function inputSpecifier(input: string, cwd: string): string | undefined {
  if (input.startsWith('jimu-lazy-group:')) return input.slice('jimu-lazy-group:'.length);
  if (input.startsWith('jimu:')) return input;
  if (/^[\w-]+:/.test(input)) return undefined;
  const [file, query] = input.split('?');
  const absolute = path.resolve(cwd, file);
  if (!existsSync(absolute)) return undefined;
  return query === undefined ? absolute : `${absolute}?${query}`;
}

/**
 * Which modules to load with which entries so that no shared file is under MIN_CHUNK_BYTES.
 *
 * The bundle cuts shared code into one file per set of entries that load it. With hundreds of
 * lazily loaded screens, cells and icon groups, many of those sets hold a single small module (an
 * icon, a helper two screens share), and a deep link then waits on dozens of files of a few hundred
 * bytes. A file is merged with the one it shares entries with that costs least: the bytes each
 * gains times the weight of each loader (a route) that did not load it before — files every route
 * loads merge for free, the console's code does not grow for one screen's helper — and only when
 * that costs less than the request it saves, counted as `minBytes` for each loader of the file (a
 * file under `minBytes` is not worth a request of its own). The merge is made real by having those
 * entries re-export the file's modules, so the bundle sees the same set of entries for both and
 * writes them as one file. No merge adds more than `minBytes` to an entry; the page's own entry
 * (`fixed`, the login screen's code) never gains a module, and neither does an entry the build does
 * not generate.
 *
 * @example planMerges(metafile, { cwd: process.cwd(), bootEntry: 'runtime/app/main.tsx' }) // { 'jimu:icon-group/4': ['/repo/…/IconEdit.js'], … }
 */
export function planMerges(metafile: Metafile, options: MergeOptions): MergePlan {
  const { cwd, bootEntry, minBytes = MIN_CHUNK_BYTES } = options;
  const closures = entryClosures(metafile);
  const loaders = [...(options.loaders ?? [])];
  const named = new Set(loaders.flatMap((loader) => loader.entries));
  for (const entry of closures.keys()) if (!named.has(entry)) loaders.push({ entries: [entry], weight: 1 });
  const loadersOf = new Map<string, number[]>();
  loaders.forEach((loader, i) => {
    for (const entry of loader.entries) loadersOf.set(entry, [...(loadersOf.get(entry) ?? []), i]);
  });
  const entryFiles = new Set(
    Object.entries(metafile.outputs).flatMap(([file, output]) => (output.entryPoint ? [file] : [])),
  );
  const reachOf = new Map<string, Set<string>>();
  for (const [entry, files] of closures)
    for (const file of files) {
      if (entryFiles.has(file)) continue;
      const reach = reachOf.get(file) ?? new Set<string>();
      reachOf.set(file, reach.add(entry));
    }
  // Re-exporting a module brings all of it: only modules a file holds whole (no other file holds
  // a part) and that hold code of their own (not an index that re-exports others) move safely; a
  // kernel (lazyGroupsPlugin.ts) is what its entries have loaded anyway.
  const holders = new Map<string, number>();
  for (const output of Object.values(metafile.outputs))
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
      if (bytesInOutput > 0) holders.set(input, (holders.get(input) ?? 0) + 1);
  const movable = (file: string): string[] =>
    Object.entries(metafile.outputs[file].inputs)
      .filter(
        ([input, { bytesInOutput }]) =>
          (bytesInOutput > 0 && holders.get(input) === 1) || input.startsWith('jimu-lazy-group:jimu:kernel'),
      )
      .flatMap(([input]) => inputSpecifier(input, cwd) ?? []);
  const stays = (file: string) =>
    movable(file).length === 0 ||
    Object.entries(metafile.outputs[file].inputs).some(
      ([input, { bytesInOutput }]) => bytesInOutput > 0 && holders.get(input) !== 1,
    );
  // A file none of whose modules can move (an index that only re-exports, a module another file
  // holds a part of) stays where the bundle put it: a group holding it can reach no entry it does not.
  const groups: Group[] = [...reachOf].map(([file, reach]) => ({
    files: [file],
    // A copy: merging grows the group's reach, while the plan below needs each file's own.
    reach: new Set(reach),
    limit: stays(file) ? reach : undefined,
    loaders: new Set([...reach].flatMap((entry) => loadersOf.get(entry) ?? [])),
    bytes: metafile.outputs[file].bytes,
  }));
  // Re-exporting a file's modules makes an entry import what they import too: the files a group
  // needs beyond its own (its static closure), which an entry that gains the group must now load.
  const needs = new Map<Group, Set<string>>();
  const needsOf = (group: Group): Set<string> => {
    let files = needs.get(group);
    if (!files) {
      files = staticClosure(metafile, group.files);
      for (const file of [...group.files, ...entryFiles]) files.delete(file);
      needs.set(group, files);
    }
    return files;
  };
  /** The bytes `entries` would newly load beyond `group` itself, and what they weigh in routes. */
  const pulled = (group: Group, entries: string[]) => {
    let most = 0;
    let cost = 0;
    for (const entry of entries) {
      const loaded = closures.get(entry) ?? new Set<string>();
      let bytes = 0;
      for (const file of needsOf(group)) if (!loaded.has(file)) bytes += metafile.outputs[file].bytes;
      most = Math.max(most, bytes);
      cost += bytes * weigh(loadersOf.get(entry) ?? []);
    }
    return { most, cost };
  };
  const within = (reach: Set<string>, limit: Set<string> | undefined) =>
    limit === undefined || [...reach].every((entry) => limit.has(entry));
  const fixed = (entries: Iterable<string>) => [...entries].some((entry) => !EXTENSIBLE.test(entry));
  const without = <T>(a: Set<T>, b: Set<T>) => [...a].filter((item) => !b.has(item));
  const weigh = (indexes: Iterable<number>) => [...indexes].reduce((sum, i) => sum + loaders[i].weight, 0);
  const done = new Set<Group>();
  for (;;) {
    const small = groups
      .filter((group) => group.bytes < minBytes && !done.has(group))
      .sort((a, b) => a.bytes - b.bytes)[0];
    if (!small) break;
    let best: { group: Group; cost: number } | undefined;
    for (const other of groups) {
      if (other === small || ![...small.reach].some((entry) => other.reach.has(entry))) continue;
      const toSmall = without(other.reach, small.reach);
      const toOther = without(small.reach, other.reach);
      if (fixed(toSmall) || fixed(toOther)) continue;
      if (!within(other.reach, small.limit) || !within(small.reach, other.limit)) continue;
      // A merge adds no more than a small file to an entry, with what it imports: a toast on the
      // login screen must not bring the console's code, nor a 100-byte helper a library's internals.
      const intoSmall = pulled(small, toSmall);
      const intoOther = pulled(other, toOther);
      if (toOther.length > 0 && other.bytes + intoOther.most >= minBytes) continue;
      // What the page's entry loads is there before any other entry runs: no route pays twice.
      const atBoot = bootEntry !== undefined && small.reach.has(bootEntry) && other.reach.has(bootEntry);
      const cost = atBoot
        ? 0
        : small.bytes * weigh(without(other.loaders, small.loaders)) +
          other.bytes * weigh(without(small.loaders, other.loaders)) +
          intoSmall.cost +
          intoOther.cost;
      // Not worth it when the routes that gain bytes pay more than the request saved is worth.
      if (cost > minBytes * weigh(small.loaders)) continue;
      if (!best || cost < best.cost || (cost === best.cost && other.bytes > best.group.bytes))
        best = { group: other, cost };
    }
    if (!best) {
      done.add(small);
      continue;
    }
    best.group.files.push(...small.files);
    for (const entry of small.reach) best.group.reach.add(entry);
    for (const loader of small.loaders) best.group.loaders.add(loader);
    best.group.bytes += small.bytes;
    if (small.limit)
      best.group.limit = best.group.limit
        ? new Set([...small.limit].filter((entry) => best.group.limit?.has(entry)))
        : small.limit;
    needs.delete(best.group);
    groups.splice(groups.indexOf(small), 1);
  }
  const plan: MergePlan = {};
  for (const group of groups) {
    if (group.files.length < 2) continue;
    for (const file of group.files) {
      const reach = reachOf.get(file) as Set<string>;
      const modules = movable(file);
      for (const entry of group.reach) {
        if (reach.has(entry) || modules.length === 0) continue;
        plan[entry] = [...new Set([...(plan[entry] ?? []), ...modules])];
      }
    }
  }
  return plan;
}

/** Adds one plan to another (a later pass's merges to the earlier ones'). */
export function addMerges(plan: MergePlan, more: MergePlan): MergePlan {
  const sum: MergePlan = { ...plan };
  for (const [entry, modules] of Object.entries(more))
    sum[entry] = [...new Set([...(sum[entry] ?? []), ...modules])];
  return sum;
}

/** The lines an entry's generated text ends with to load the modules the plan gives it. */
export function mergeLines(plan: MergePlan, entry: string): string[] {
  return (plan[entry] ?? []).map(
    (specifier, i) => `export * as __merged${i} from ${JSON.stringify(specifier)};`,
  );
}
