import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Manifest } from '../../runtime/contract/manifest';
import {
  type Diagnostic,
  JIMU_ROOT,
  loadAndValidate,
  normaliseConfig,
  pluginFolders,
  type SeedData,
} from '../config';
import { collectIcons, lazyIconGroups, topMenuIcons } from './collectIcons';
import { compileValidators } from './compileValidators';
import { cssInjectionPlugin } from './cssInjectionPlugin';
import { earlyCalls, TOKEN_MARK } from './earlyCalls';
import { renderFirstView } from './firstView';
import { renderIndexHtml } from './indexHtml';
import { lazyGroupsPlugin } from './lazyGroupsPlugin';
import { formLabel, loadValidatorModules } from './loadValidators';
import type { MergePlan } from './mergeChunks';
import { buildWithMerges, mergeCacheFile, readMergeCache } from './mergePasses';
import { ROUTE_MAP_ID } from './pageEntry';
import { pluginModules } from './pluginModules';
import { remixSpritePlugin } from './remixSpritePlugin';
import { type RouteChunkMap, routeChunkMap } from './routeChunks';
import { routeModules } from './routeModules';
import { routeMapData, routePreloadScript } from './routePreloadScript';
import { schemaDocsPlugin } from './schemaDocsPlugin';
import { schemaValidatorPlugin } from './schemaValidatorPlugin';
import { semiIconsPlugin } from './semiIconsPlugin';
import { writeServiceWorker } from './serviceWorker';
import { sourceTextPlugin } from './sourceTextPlugin';
import { unsupportedScript } from './unsupportedScript';
import { type VirtualModuleSources, virtualModulesPlugin } from './virtualModules';
import { removePrecompressed, writePrecompressed } from './writePrecompressed';

export interface BuildOptions {
  /** The config folder (default `config`). */
  configDir: string;
  /** Where index.html and static/ are written (default `dist`). */
  outDir: string;
  /** Where the runtime is read from (default: Jimu's own folder, the repository or node_modules/jimu). */
  root?: string;
  /**
   * The console's own plugins folder (default `<root>/plugins`); app.yaml's plugins are looked up
   * there, then among the `@jimu/plugin-*` packages installed beside it (scripts/config/pluginFolders.ts).
   */
  pluginsDir?: string;
  mode?: 'production' | 'development';
  /**
   * Whether a production build merges the small shared files esbuild splits off (mergePasses.ts:
   * up to three bundlings more, none when a build of the same sources left its merges). Default
   * true, what `jimu build` writes; false builds in one bundling, as a development build does — for
   * a build whose chunk graph nobody measures (a browser test of what a config does).
   */
  mergeSmallFiles?: boolean;
  /** Extra scripts added to index.html (the dev reload client). */
  extraScripts?: string[];
  /** The seed data, read afresh for each build: the pages' fields are checked against it. */
  seed?: () => Promise<SeedData | undefined>;
}

export interface BuildResult {
  ok: boolean;
  /** Config problems (the build stops before bundling when any is an error). */
  diagnostics: Diagnostic[];
  /** esbuild's own errors, already formatted. */
  bundleErrors: string[];
  /** The same errors at their place in a source file, for those esbuild could place. */
  bundleDiagnostics?: Diagnostic[];
  manifest?: Manifest;
  /** Output files relative to outDir, with their raw sizes. */
  files: { file: string; bytes: number }[];
  /** Every route's files beyond the entry, requested at once when the page opens on it. */
  routeChunks?: RouteChunkMap;
  /** esbuild's metafile of the bundle (the chunk-graph test reads it). */
  metafile?: esbuild.Metafile;
  ms: number;
}

/** Long-lived builder: `jimu build` calls `build()` once, `jimu dev` after every change. */
export interface ConsoleBuilder {
  /**
   * Builds and writes the files to `into` (default: the builder's outDir). `jimu dev` gives each
   * build a new folder, so the one it serves is never written over.
   */
  build(into?: string): Promise<BuildResult>;
  dispose(): Promise<void>;
}

/** Resolves a dot-path i18n key in a nested string table. */
function lookupKey(table: unknown, key: string): string | undefined {
  let node: unknown = table;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export const STATIC_DIR = 'static';

/**
 * Validates and normalises the config, then bundles the runtime, the enabled plugins and the
 * manifest into hashed, minified, code-split files. A config with errors produces no bundle, so
 * the last good build keeps serving.
 *
 * @example const builder = await createConsoleBuilder({ configDir: 'config', outDir: 'dist' });
 * const result = await builder.build(); await builder.dispose();
 */
export async function createConsoleBuilder(options: BuildOptions): Promise<ConsoleBuilder> {
  const root = path.resolve(options.root ?? JIMU_ROOT);
  const pluginsDir = path.resolve(options.pluginsDir ?? path.join(root, 'plugins'));
  const configDir = path.resolve(options.configDir);
  const outDir = path.resolve(options.outDir);
  const mode = options.mode ?? 'production';
  let sources: VirtualModuleSources = { manifest: null, icons: [], plugins: {} };
  // Small shared files merged (mergeChunks.ts): the dev server's rebuilds start from the last one's
  // merges; a first build from those a build of the same sources left, or from none (mergePasses.ts).
  let merges: MergePlan | undefined;
  let context: esbuild.BuildContext<{ metafile: true; write: false }> | undefined;

  const createContext = () =>
    esbuild.context({
      entryPoints: { main: path.join(root, 'runtime/app/main.tsx') },
      outdir: path.join(outDir, STATIC_DIR),
      bundle: true,
      splitting: true,
      format: 'esm',
      target: ['es2020'],
      platform: 'browser',
      minify: mode === 'production',
      sourcemap: mode === 'development' ? 'linked' : false,
      metafile: true,
      // Written by us only after a successful bundle, so a failed rebuild leaves the last good one serving.
      write: false,
      jsx: 'automatic',
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      assetNames: 'assets/[name]-[hash]',
      loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.woff2': 'file', '.woff': 'file' },
      define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
      legalComments: 'none',
      logLevel: 'silent',
      plugins: [
        lazyGroupsPlugin(root, undefined, () => merges ?? {}),
        virtualModulesPlugin(() => sources, root),
        cssInjectionPlugin(root, mode === 'production'),
        semiIconsPlugin(),
        schemaDocsPlugin(root),
        sourceTextPlugin(root),
        remixSpritePlugin(),
        schemaValidatorPlugin(root),
      ],
    });

  const build = async (into?: string): Promise<BuildResult> => {
    const started = performance.now();
    // esbuild lays the files out under outDir; they are written under `target`, in the same places.
    const target = path.resolve(into ?? outDir);
    const placed = (file: string) => path.join(target, path.relative(outDir, path.resolve(file)));
    const done = (partial: Omit<BuildResult, 'ms'>): BuildResult => ({
      ...partial,
      ms: Math.round(performance.now() - started),
    });
    const { diagnostics, config } = await loadAndValidate(configDir, {
      pluginsDir,
      seed: await options.seed?.(),
    });
    if (!config || diagnostics.some((d) => d.severity === 'error')) {
      return done({ ok: false, diagnostics, bundleErrors: [], files: [] });
    }
    const manifest = normaliseConfig(config);
    const pluginNames = ['core', ...(manifest.app.plugins ?? [])];
    const plugins: Record<string, string> = {};
    const folders = pluginFolders(pluginsDir);
    for (const name of pluginNames) {
      const folder = folders.get(name)?.dir ?? path.join(pluginsDir, name);
      const entry = ['index.ts', 'index.tsx'].map((f) => path.join(folder, f)).find(existsSync);
      if (!entry) {
        return done({
          ok: false,
          diagnostics,
          bundleErrors: [`plugin '${name}' has no plugins/${name}/index.ts`],
          files: [],
        });
      }
      plugins[name] = entry;
    }
    let validators: Record<string, string>;
    try {
      validators = compileValidators(manifest.pages, path.join(root, 'runtime/forms/validatorRuntime.ts'));
    } catch (error) {
      return done({
        ok: false,
        diagnostics,
        bundleErrors: [`form validators: ${(error as Error).message}`],
        files: [],
      });
    }
    // A validator module that does not load in Node would not load in the browser either.
    const validatorProblems = await loadValidatorModules(validators, formLabel);
    if (validatorProblems.length > 0) {
      return done({
        ok: false,
        diagnostics,
        bundleErrors: validatorProblems.map((p) => `form validators: ${p}`),
        files: [],
      });
    }
    sources = {
      manifest,
      icons: collectIcons(manifest),
      eagerIcons: topMenuIcons(manifest),
      iconGroups: lazyIconGroups(manifest),
      root,
      plugins,
      validators,
    };
    const cacheFile = mergeCacheFile(root, { manifest, plugins });

    context ??= await createContext();
    let result: esbuild.BuildResult<{ metafile: true; write: false }>;
    try {
      // A development build is bundled once, without merging small shared files: the dev server
      // serves on loopback, where the number of files costs nothing, and each merge pass is a
      // whole bundling more (up to three before the first page could load).
      result =
        mode === 'development' || options.mergeSmallFiles === false
          ? await context.rebuild()
          : await buildWithMerges(
              context,
              // Read only here: checking the cache digests every source file the last build read.
              merges ? { plan: merges, exact: false } : readMergeCache(cacheFile),
              (plan) => {
                merges = plan;
                sources.merges = plan;
              },
              { manifest, plugins, root, cacheFile },
            );
    } catch (error) {
      const failure = error as esbuild.BuildFailure;
      const messages = await esbuild.formatMessages(failure.errors ?? [], { kind: 'error', color: false });
      const bundleDiagnostics = (failure.errors ?? []).flatMap(({ location, text }): Diagnostic[] =>
        location
          ? [
              {
                file: location.file,
                line: location.line,
                col: location.column + 1,
                code: 'bundle',
                message: text,
                severity: 'error',
              },
            ]
          : [],
      );
      return done({ ok: false, diagnostics, bundleErrors: messages, bundleDiagnostics, files: [] });
    }

    const entryOutput = Object.entries(result.metafile.outputs).find(([, out]) =>
      out.entryPoint?.endsWith('runtime/app/main.tsx'),
    )?.[0];
    if (!entryOutput) throw new Error('esbuild produced no entry output');
    await rm(path.join(target, STATIC_DIR), { recursive: true, force: true });
    await Promise.all(
      result.outputFiles.map(async (file) => {
        await mkdir(path.dirname(placed(file.path)), { recursive: true });
        await writeFile(placed(file.path), file.contents);
      }),
    );
    const outputs = Object.entries(result.metafile.outputs);
    const rel = (file: string) => path.relative(outDir, path.resolve(file)).split(path.sep).join('/');
    const entryFile = entryOutput;
    const entryOut = result.metafile.outputs[entryOutput];
    const styles = entryOut.cssBundle ? [rel(entryOut.cssBundle)] : [];
    const preloads = entryOut.imports.filter((i) => i.kind === 'import-statement').map((i) => rel(i.path));
    const modules = routeModules(manifest, pluginModules(result.metafile, plugins, root));
    const routeChunks: RouteChunkMap = routeChunkMap(result.metafile, entryOutput, modules, root, rel);
    const hashed = (name: string, text: string) =>
      `${STATIC_DIR}/${name}-${createHash('sha256').update(text).digest('hex').slice(0, 8).toUpperCase()}.js`;
    const firstView = await renderFirstView(root, manifest);
    const preloader = routePreloadScript({
      tokenKey: manifest.app.http?.tokenStorageKey ?? 'admin-token',
      alwaysSignedIn: manifest.app.auth?.loginInterception === false,
      firstView: firstView?.check,
    });
    const preloadFile = hashed('routes', preloader);

    if (manifest.routes.some((r) => r.meta.isCustomSvg) || existsSync(path.join(configDir, 'icons'))) {
      const iconsDir = path.join(configDir, 'icons');
      if (existsSync(iconsDir))
        await cp(iconsDir, path.join(target, STATIC_DIR, 'icons'), { recursive: true });
    }
    // With the sign-in screen's markup, the preloader starts the entry (after the markup's first
    // paint on the sign-in screen, at once anywhere else); without it, index.html names the entry.
    const entry = { src: rel(entryFile), preloads };
    const html = renderIndexHtml({
      title: lookupKey(manifest.i18n[manifest.app.defaultLanguage ?? 'zh'], manifest.app.title) ?? 'Jimu',
      lang: manifest.app.defaultLanguage ?? 'zh',
      scripts: firstView ? [] : [entry.src],
      styles,
      preloads: firstView ? [] : preloads,
      preloadScript: preloadFile,
      routeMap: {
        id: ROUTE_MAP_ID,
        json: routeMapData(
          routeChunks,
          { mark: TOKEN_MARK, ...(await earlyCalls(manifest)) },
          firstView ? entry : undefined,
        ),
      },
      extraScripts: options.extraScripts,
      nomoduleScript: `${STATIC_DIR}/unsupported.js`,
      firstView: firstView?.html,
    });
    await mkdir(target, { recursive: true });
    await writeFile(path.join(target, 'index.html'), html);
    await writeFile(path.join(target, STATIC_DIR, 'unsupported.js'), unsupportedScript);
    await writeFile(path.join(target, preloadFile), preloader);
    await writeFile(path.join(target, 'manifest.json'), JSON.stringify(manifest));
    await writeServiceWorker(target, STATIC_DIR);
    // .br/.gz beside each text file, sent as they are by jimu serve or nginx's brotli_static/gzip_static.
    if (mode === 'production') await writePrecompressed(target, STATIC_DIR);
    else await removePrecompressed(target, STATIC_DIR);
    // JIMU_METAFILE=path writes esbuild's metafile, for bundle analysis (esbuild --analyze style).
    if (process.env.JIMU_METAFILE)
      await writeFile(process.env.JIMU_METAFILE, JSON.stringify(result.metafile));
    const files = outputs.map(([file, out]) => ({ file: rel(file), bytes: out.bytes }));
    return done({
      ok: true,
      diagnostics,
      bundleErrors: [],
      manifest,
      files,
      routeChunks,
      metafile: result.metafile,
    });
  };

  return {
    build,
    dispose: async () => {
      await context?.dispose();
    },
  };
}

/** One-shot build, as `jimu build` runs it. */
export async function buildConsole(options: BuildOptions): Promise<BuildResult> {
  const builder = await createConsoleBuilder(options);
  try {
    return await builder.build();
  } finally {
    await builder.dispose();
  }
}
