import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsKeys } from '../../runtime/machines/settingsContext';
import { FIRST_VIEW_SHOWN } from '../../runtime/pages/firstView';
import { sharedBuildResult } from '../../tests/e2e/support/sharedBuild';
import { type BuildResult, buildConsole } from './buildConsole';
import { LAZY_GROUPS } from './lazyGroupsPlugin';
import { staticClosure } from './mergeChunks';
import { pluginModules } from './pluginModules';
import { isPrecompressedSibling } from './precompressed';
import { outputsByModule, routeDepth, routeFiles } from './routeChunks';
import { routeModules } from './routeModules';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-chunk-graph-'));
let outDir: string;
let result: BuildResult;

// The run's production build of the sample console, which the browser tests serve (one build a run,
// kept across runs, sharedBuild.ts): about 20 s, up to a minute on a loaded machine, when not kept.
beforeAll(async () => {
  const built = await sharedBuildResult(path.join(root, 'config'), path.join(work, 'dist'));
  if (!built.ok) throw new Error(built.error);
  ({ outDir, result } = built);
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const metafile = () => result.metafile as NonNullable<BuildResult['metafile']>;
const entry = () => {
  const found = Object.entries(metafile().outputs).find(([, out]) =>
    out.entryPoint?.endsWith('runtime/app/main.tsx'),
  );
  return found?.[0] as string;
};
const plugins = () =>
  Object.fromEntries(
    ['core', ...(result.manifest?.app.plugins ?? [])].map((name) => [
      name,
      path.join(root, 'plugins', name, 'index.ts'),
    ]),
  );
const modulesByRoute = () =>
  routeModules(
    result.manifest as NonNullable<BuildResult['manifest']>,
    pluginModules(metafile(), plugins(), root),
  );
/** The metafile key of a file the route map names (paths relative to outDir). */
const key = (file: string) =>
  Object.keys(metafile().outputs).find((k) => path.resolve(k) === path.join(outDir, file));

/** The built index.html and its route map's data block (the match, for its text and place). */
const page = () => {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  return { html, block: html.match(/<script type="application\/json" id="jimu-routes">([^<]*)<\/script>/) };
};

/** The route map of the built index.html, as the preloader reads it. */
const routeMap = () =>
  JSON.parse(page().block?.[1] ?? 'null') as { entry?: { src: string; preloads: string[] } };

/**
 * Runs the generated preloader as a browser would, on `hash` with or without a token, against the
 * page's route map; the route's files it preloads, after the entry's (checked to come first).
 */
function preloadedFiles(hash: string, token: boolean, stored: Record<string, string> = {}): string[] {
  const run = runPreloader(hash, token, stored);
  const entry = routeMap().entry;
  if (!entry) throw new Error('the route map names no entry');
  // The console's entry starts first, its files preloaded beside it.
  expect(run.links.slice(0, entry.preloads.length)).toEqual(entry.preloads);
  expect(run.scripts).toEqual([entry.src]);
  return run.links.slice(entry.preloads.length);
}

/**
 * The preloader's modulepreload links, the module scripts it added and the calls it sent early
 * (`fetch`), in order; `paint()` reports the first contentful paint, `later()` runs its timers.
 */
function runPreloader(hash: string, token: boolean, stored: Record<string, string> = {}) {
  const { html, block } = page();
  const src = html.match(/<script src="(static\/routes-[^"]+\.js)" async><\/script>/)?.[1];
  if (!src) throw new Error('index.html loads no route preloader');
  // The data block comes before the async preloader, which may run as soon as it has loaded.
  if (!block || (block.index ?? 0) > html.indexOf(src)) throw new Error('no route map before the preloader');
  const links: { rel: string; href: string }[] = [];
  const scripts: string[] = [];
  const timers: (() => void)[] = [];
  const observers: ((
    list: { getEntries(): { name: string }[] },
    observer: { disconnect(): void },
  ) => void)[] = [];
  const root = { className: '', setAttribute: () => undefined, hasAttribute: () => false };
  const document = {
    documentElement: root,
    createElement: (tag: string) => ({ tag, rel: '', href: '', src: '', addEventListener: () => undefined }),
    getElementById: (id: string) => (id === 'jimu-routes' ? { textContent: block[1] } : null),
    addEventListener: () => undefined,
    head: {
      appendChild: (element: { tag: string; rel: string; href: string; src: string }) =>
        element.tag === 'script' ? scripts.push(element.src) : links.push(element),
    },
  };
  const values: Record<string, string> = { ...stored, ...(token ? { 'admin-token': 'T/+=' } : {}) };
  const localStorage = { getItem: (k: string) => values[k] ?? null };
  const sessionStorage = { getItem: () => null };
  const fetches: { url: string; headers: Record<string, string> }[] = [];
  const fetch = (url: string, init: { headers: Record<string, string>; signal?: AbortSignal }) => {
    // The calls go out before the files: a link added before a call would mean it queued behind them.
    expect(links).toEqual([]);
    // Each with its own signal, which the runtime aborts at its timeout (earlyAnswers.ts).
    expect(init.signal).toBeInstanceOf(AbortSignal);
    fetches.push({ url, headers: init.headers });
    return Promise.reject(new Error('offline'));
  };
  const window = {
    localStorage,
    sessionStorage,
    fetch,
    AbortController,
    addEventListener: () => undefined,
  } as Record<string, unknown>;
  class PerformanceObserver {
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  const context = vm.createContext({
    document,
    location: { hash },
    window,
    decodeURI,
    JSON,
    AbortController,
    PerformanceObserver,
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  vm.runInContext(readFileSync(path.join(outDir, src), 'utf8'), context);
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  // What it sent is kept for the runtime to take (runtime/data/earlyAnswers.ts).
  const kept = (window.__jimuEarly as { url: string }[] | undefined) ?? [];
  expect(kept.map((call) => call.url)).toEqual(fetches.map((call) => call.url));
  const paint = () => {
    for (const observer of observers)
      observer(
        { getEntries: () => [{ name: 'first-paint' }, { name: 'first-contentful-paint' }] },
        { disconnect() {} },
      );
  };
  const later = () => {
    for (const timer of timers.splice(0)) timer();
  };
  return {
    // Read when asked: a paint or a timer may add more.
    get links() {
      return links.map((link) => link.href);
    },
    scripts,
    fetches,
    shown: () => root.className.includes(FIRST_VIEW_SHOWN),
    paint,
    later,
  };
}

describe('#12.2-3 the flat chunk graph of the sample console', () => {
  it('every route of the sample config loads in 2 sequential rounds: the entry and the preloader; then the console’s files and the route’s own files, all at once', () => {
    const routes = modulesByRoute();
    expect(Object.keys(routes).length).toBeGreaterThan(40);
    const map = result.routeChunks as NonNullable<BuildResult['routeChunks']>;
    // Every module the map names is in the bundle (none moved without the map knowing).
    expect(map.missing).toEqual([]);
    const common = new Set(map.common.map((file) => key(file) as string));
    expect(common.size).toBeGreaterThan(0);
    for (const [route, modules] of Object.entries(routes)) {
      const preloaded = new Map(routeFiles(map, route).map((file) => [key(file) as string, 2]));
      expect({ route, depth: routeDepth(metafile(), entry(), preloaded, modules, root) }).toEqual({
        route,
        depth: 2,
      });
    }
    // The console's largest file, which every signed-in route needs, comes in the second round.
    const largest = [...common].sort((a, b) => metafile().outputs[b].bytes - metafile().outputs[a].bytes)[0];
    expect(metafile().outputs[largest].bytes).toBeGreaterThan(100_000);
  });

  it('finds the files of plugin screens and cells the sample config names', () => {
    const found = pluginModules(metafile(), plugins(), root);
    expect(found.get('example/gallery')).toBe('plugins/example/GalleryPage.tsx');
    expect(found.get('example/heat')).toBe('plugins/example/HeatCell.tsx');
    expect(found.get('showcase/tabs')).toMatch(/^plugins\/showcase\/.*\.tsx$/);
    const table = modulesByRoute()['/vab/table/comprehensiveTable'];
    expect(table).toContain('plugins/example/HeatCell.tsx');
  });

  it('every plugin screen a route of the sample config names is found, also when its plugin spreads area files into its components', () => {
    const found = pluginModules(metafile(), plugins(), root);
    const components = new Set<string>();
    const walk = (routes: NonNullable<BuildResult['manifest']>['routes']) => {
      for (const route of routes) {
        if (route.component) components.add(route.component);
        walk(route.children ?? []);
      }
    };
    walk((result.manifest as NonNullable<BuildResult['manifest']>).routes);
    expect(components.size).toBeGreaterThan(60);
    expect([...components].filter((component) => !found.has(component))).toEqual([]);
    expect(found.get('workbench/project')).toBe('plugins/workbench/project/ProjectList.tsx');
  });

  it('the route map names only modules the runtime really loads lazily from the route’s own files', () => {
    const byModule = outputsByModule(metafile(), root);
    const loadable = new Set<string>();
    for (const output of Object.values(metafile().outputs))
      for (const edge of output.imports)
        if (edge.kind === 'dynamic-import') loadable.add(path.resolve(edge.path));
    for (const [route, modules] of Object.entries(modulesByRoute()))
      for (const module of modules) {
        const file = byModule.get(module);
        expect({ route, module, found: file !== undefined && loadable.has(path.resolve(file)) }).toEqual({
          route,
          module,
          found: true,
        });
      }
  });

  it('the preloader requests a deep link’s files at once when signed in, only the entry’s signed out', () => {
    const map = result.routeChunks as NonNullable<BuildResult['routeChunks']>;
    const users = routeFiles(map, '/user_center/userManagement');
    expect(preloadedFiles('#/user_center/userManagement?page=2', true)).toEqual(users);
    expect(preloadedFiles('#/user_center/userManagement', false)).toEqual([]);
    // Another language chosen: the markup stays hidden and the entry starts at once.
    expect(preloadedFiles('#/login', false, { [settingsKeys().language]: 'en' })).toEqual([]);
    // A :param route matches any value of its segment; an unknown address preloads nothing.
    const detail = Object.keys(map.routes).find((route) => route.includes('/:'));
    if (detail) expect(preloadedFiles(`#${detail.replace(/:[^/]+/g, '42')}`, true).length).toBeGreaterThan(0);
    // A stored token no early call can carry (encodeURIComponent refuses a lone surrogate): the
    // calls are left to the runtime, the code and the route's files still start.
    expect(preloadedFiles('#/user_center/userManagement', false, { 'admin-token': '\uD800' })).toEqual(users);
    // Signed in, any address shows inside the console (a 404 page there too): its files, no route's.
    expect(preloadedFiles('#/no/such/page', true)).toEqual(map.common);
    expect(preloadedFiles('#toString', true)).toEqual(map.common);
    expect(preloadedFiles('#/%E0%A4%A', true)).toEqual(map.common);
  });

  it('on the sign-in screen the preloader shows its markup and starts the entry once the markup has painted, or after a second without a paint', () => {
    const entry = routeMap().entry;
    const painted = runPreloader('#/login', false);
    expect(painted.shown()).toBe(true);
    expect({ links: painted.links, scripts: painted.scripts }).toEqual({ links: [], scripts: [] });
    painted.paint();
    expect({ links: painted.links, scripts: painted.scripts }).toEqual({
      links: entry?.preloads,
      scripts: [entry?.src],
    });
    // Started once: a later paint or the timer adds nothing.
    painted.paint();
    painted.later();
    expect(painted.scripts).toEqual([entry?.src]);
    const hidden = runPreloader('#/login', false);
    expect(hidden.scripts).toEqual([]);
    hidden.later();
    expect(hidden.scripts).toEqual([entry?.src]);
  });

  it('#12.3 signed in, the preloader sends the user info and a list page’s first rows before any file; nothing signed out or for a list address with a query', () => {
    const auth = { Accept: 'application/json', Authorization: 'Bearer T/+=' };
    expect(runPreloader('#/user_center/userManagement', true).fetches).toEqual([
      { url: '/userInfo', headers: auth },
      { url: '/userManagement/getList?pageNo=1&pageSize=20', headers: auth },
    ]);
    expect(runPreloader('#/vab/table/comprehensiveTable', true).fetches.map((f) => f.url)).toEqual([
      '/userInfo',
      '/table/getList?pageNo=1&pageSize=20',
    ]);
    // A query changes the list the page asks for: the page sends its own.
    expect(runPreloader('#/user_center/userManagement?page=2', true).fetches.map((f) => f.url)).toEqual([
      '/userInfo',
    ]);
    // Not a list page, an unknown address: the user info only.
    expect(runPreloader('#/index', true).fetches.map((f) => f.url)).toEqual(['/userInfo']);
    expect(runPreloader('#/no/such/page', true).fetches.map((f) => f.url)).toEqual(['/userInfo']);
    expect(runPreloader('#/user_center/userManagement', false).fetches).toEqual([]);
    expect(runPreloader('#/login', false).fetches).toEqual([]);
  });

  it('#12.2-3 counts: the entry and a list page load a bounded number of files, few of them under 2 KiB; lazily loaded tools and forms come in one file per group', () => {
    const map = result.routeChunks as NonNullable<BuildResult['routeChunks']>;
    const entryFiles = staticClosure(metafile(), [entry()]);
    const users = routeFiles(map, '/user_center/userManagement');
    const table = routeFiles(map, '/vab/table/comprehensiveTable');
    const kib = (files: string[]) =>
      files.reduce((sum, file) => sum + statSync(path.join(outDir, file)).size, 0) / 1024;
    // Shared files (not a lazily loaded module's own) under 2 KiB, which merging should have left few of.
    const small = (files: string[]) =>
      files.filter((file) => {
        const output = metafile().outputs[key(file) as string];
        return !output.entryPoint && output.bytes < 2048;
      }).length;
    const allSmall = Object.values(metafile().outputs).filter(
      (out) => !out.entryPoint && out.bytes < 2048 && out.inputs && Object.keys(out.inputs).length > 0,
    ).length;
    console.log(
      `entry ${entryFiles.size} files; users +${users.length} files (${kib(users).toFixed(0)} KiB raw, ${small(users)} shared under 2 KiB); comprehensive table +${table.length} (${small(table)} under 2 KiB); ${map.common.length} common; ${allSmall} shared files under 2 KiB in all`,
    );
    // Measured before merging: entry 7, users 38, table 52 (35 shared files under 2 KiB), 141 in
    // all; merged (mergeChunks.ts, icon copies): entry 7, users 22 (4 under 2 KiB), table 25 (4),
    // 19 in all. What stays small costs the routes more bytes than its request is worth, or would
    // add a large file to an entry. The UI catalogue (example/catalogue) is a
    // second screen that draws DataTable, so the table's helpers are cut once more; the list
    // prefetch (pages/crud/listPrefetch.ts) is shared by the crud renderer and its warm-up: users
    // 24 (6 under 2 KiB), table 28 (8), 26 in all. The planner then learnt that a merged file's
    // entries must each load all of it, that a moved module brings what it imports, and that an
    // index which only re-exports cannot move: users 23 (1), table 27 (2), 10 in all, with no
    // library internals pulled onto the list pages. Plugins then imported the UI parts through
    // one index over all of them, so a pager moved onto the list pages brought the clipped text's
    // file too: parts are imported from their own folders (users 25 → 24 (1), table 27 → 26 (1)).
    // A file is then worth its request from 16 KiB instead of 2 (MIN_CHUNK_BYTES): users 17 (3),
    // table 19 (3), 12 in all.
    // The same sources give these counts every
    // time: a build starts from no merges unless it finds those a build of the very same sources
    // left (mergePasses.ts), so no longer from whatever merges another test's build wrote first.
    expect(entryFiles.size).toBeLessThanOrEqual(7);
    expect(users.length).toBeLessThanOrEqual(17);
    expect(table.length).toBeLessThanOrEqual(19);
    expect(small(users)).toBeLessThanOrEqual(3);
    expect(small(table)).toBeLessThanOrEqual(4);
    expect(allSmall).toBeLessThanOrEqual(16);
    const groups = Object.values(metafile().outputs).filter((out) =>
      out.entryPoint?.includes('jimu:lazy-group/'),
    );
    expect(groups.length).toBe(Object.keys(LAZY_GROUPS).length);
    expect(readdirSync(path.join(outDir, 'static')).some((f) => f.startsWith('routes-'))).toBe(true);
  });
  // A second whole build of the sample console, to compare its files with the first: up to a
  // minute on a loaded machine, as the first.
  it('#12.2 the same sources give the same files: a second build, starting from the merges the first left, writes exactly its files', async () => {
    const again = path.join(work, 'again');
    const second = await buildConsole({ configDir: path.join(root, 'config'), outDir: again });
    if (!second.ok) throw new Error(`build failed: ${second.bundleErrors.join('\n')}`);
    // File names carry their content's hash: the same names are the same files.
    const files = (dir: string) =>
      readdirSync(path.join(dir, 'static', 'chunks'))
        .filter((name) => !isPrecompressedSibling(name))
        .sort();
    expect(files(again)).toEqual(files(outDir));
    expect(readFileSync(path.join(again, 'index.html'), 'utf8')).toBe(
      readFileSync(path.join(outDir, 'index.html'), 'utf8'),
    );
  }, 120_000);
});
