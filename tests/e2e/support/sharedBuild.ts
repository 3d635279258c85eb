import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type BuildResult, buildConsole } from '../../../scripts/build/buildConsole';

/** The build of one config folder: where its files are, or why it failed. */
type Built = { ok: true; outDir: string } | { ok: false; error: string };

/** A build with what the build reported of it: its files, manifest, route chunks and esbuild's metafile. */
type BuiltWithResult = { ok: true; outDir: string; result: BuildResult } | { ok: false; error: string };

/**
 * What a console build is made from, besides its config folder: the runtime, the plugins, the
 * schemas, the build and config code, and the locked dependencies. A change to any of them is a
 * new build.
 */
const BUILD_INPUTS = [
  'runtime',
  'plugins',
  'schemas',
  'scripts/build',
  'scripts/config',
  'package-lock.json',
];

/**
 * How a console is built: for production (minified, what `jimu build` writes; the browser tests'
 * default) or for development (what `jimu dev` serves: React's and Semi's warnings included).
 */
export type BuildMode = 'production' | 'development';

/**
 * The build options of a shared build (part of its key), and what a kept build holds besides its
 * files (`kept`: the build's report, result.json, which older kept builds lack).
 */
const buildOptions = (mode: BuildMode, mergeSmallFiles: boolean) => ({
  mode,
  mergeSmallFiles,
  kept: 'result.json',
});

/** The sample console's config folder, whose production build the chunk graph's tests measure. */
const SAMPLE_CONFIG = 'config';

/** A digest of a config folder's files, by path inside it and bytes. */
function configDigest(configDir: string): string {
  const hash = createHash('sha256');
  const config = path.resolve(configDir);
  for (const file of filesOf(config)) {
    hash.update(`\0${path.relative(config, file)}\0`).update(readFileSync(file));
  }
  return hash.digest('hex');
}

let sampleDigest: string | undefined;

/**
 * Whether a build of `configDir` merges its small shared files as `jimu build` does: a production
 * build of the sample console (config/, or a test's unchanged copy of it), the one the chunk
 * graph's and the cold load's tests read. Every other config folder is a test of what a config
 * does, built in one bundling: the merge passes would be up to three bundlings more that nothing
 * measures.
 */
export function mergesSmallFiles(configDir: string, mode: BuildMode): boolean {
  return mergesFor(configDigest(configDir), mode);
}

/** {@link mergesSmallFiles} of a config folder whose digest (configDigest) is `digest`. */
function mergesFor(digest: string, mode: BuildMode): boolean {
  if (mode !== 'production') return false;
  sampleDigest ??= configDigest(SAMPLE_CONFIG);
  return digest === sampleDigest;
}

async function build(configDir: string, outDir: string, mode: BuildMode): Promise<BuiltWithResult> {
  const mergeSmallFiles = mergesSmallFiles(configDir, mode);
  const result = await buildConsole({ configDir, outDir, mode, mergeSmallFiles });
  if (result.ok) return { ok: true, outDir, result };
  return {
    ok: false,
    error: `build of ${configDir} failed:\n${JSON.stringify(result.diagnostics.slice(0, 5))}\n${result.bundleErrors.join('\n')}`,
  };
}

/** Every file below `entry` (or `entry` itself), with its path relative to the repository. */
function filesOf(entry: string, out: string[] = []): string[] {
  if (!existsSync(entry)) return out;
  if (!statSync(entry).isDirectory()) {
    out.push(entry);
    return out;
  }
  for (const name of readdirSync(entry).sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    filesOf(path.join(entry, name), out);
  }
  return out;
}

/**
 * The content key of a console build: a digest of every file it is built from — the config folder
 * (by path inside it and bytes, so a test's copy of `config/` shares the build of `config/`) and
 * {@link BUILD_INPUTS} (by path in the repository and bytes) — and of the build options. Two builds
 * with the same key write the same files.
 *
 * @example buildKey('config'); // 'c0ffee…' (24 hex digits)
 */
export function buildKey(configDir: string, mode: BuildMode = 'production'): string {
  const config = configDigest(configDir);
  const hash = createHash('sha256')
    .update(JSON.stringify(buildOptions(mode, mergesFor(config, mode))))
    .update(config);
  for (const input of BUILD_INPUTS) {
    for (const file of filesOf(input)) hash.update(`\0${file}\0`).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 24);
}

/** Where the build's folder stands in a kept report: esbuild names its files from the working folder. */
const OUT = '\u0000out\u0000';
const OUT_RELATIVE = '\u0000out-relative\u0000';

/**
 * The placeholders of a kept report and the text each stands for when the build is in `outDir`
 * (as JSON writes it): the path from the working folder first, since it can hold the absolute one
 * (../../root/… from /work/main).
 */
const placeholders = (outDir: string): [string, string][] =>
  [
    [OUT_RELATIVE, path.relative(process.cwd(), outDir)],
    [OUT, outDir],
  ].map(([token, where]) => [token, JSON.stringify(where).slice(1, -1)]);

/** The build's report with its folder's paths as placeholders. */
function keptReport(result: BuildResult, outDir: string): string {
  let text = JSON.stringify(result);
  for (const [token, where] of placeholders(outDir)) text = text.split(where).join(token);
  return text;
}

/** A kept report read back with its placeholders naming `outDir`, the folder the build now is. */
function readReport(file: string, outDir: string): BuildResult {
  let text = readFileSync(file, 'utf8');
  for (const [token, where] of placeholders(outDir)) text = text.split(token).join(where);
  return JSON.parse(text) as BuildResult;
}

/** true while the process that wrote `lock` (its pid) still runs. */
function holderAlive(lock: string): boolean {
  try {
    process.kill(Number(readFileSync(lock, 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The built console of `configDir`, shared by every test file of the run and kept for later runs
 * on the same machine, by a content key of what it is built from (see {@link buildKey}): a run
 * after a change to a test alone builds nothing, and a test's unchanged copy of `config/` is the
 * build of `config/`. The folder is JIMU_TEST_BUILDS (made by tests/setup/sharedBuilds.ts). The
 * first caller of a key builds while holding a lock file with its pid; the others wait for the
 * finished folder, which is only ever read (served as static files). A lock whose process is gone
 * (a run that was stopped) is taken over. A failed build is remembered for this run only. A folder
 * changed after its build has another key, so it is built again. Without that variable — a file
 * run outside vitest's global setup — it builds into `fallbackDir`. `mode` 'development' is the
 * build `jimu dev` serves, kept under a key of its own.
 *
 * @example const built = await sharedBuild('config', path.join(work, 'dist'));
 */
export async function sharedBuild(
  configDir: string,
  fallbackDir: string,
  mode: BuildMode = 'production',
): Promise<Built> {
  const built = await keptBuild(configDir, fallbackDir, mode);
  return built.ok ? { ok: true, outDir: built.outDir } : built;
}

/**
 * {@link sharedBuild}, with the build's report as the build returned it (files, manifest, route
 * chunks, esbuild's metafile naming the files where they are now): for the tests about what a build
 * writes, which then read the run's shared build instead of making one more of the same sources.
 *
 * @example const built = await sharedBuildResult('config', path.join(work, 'dist'));
 */
export async function sharedBuildResult(
  configDir: string,
  fallbackDir: string,
  mode: BuildMode = 'production',
): Promise<BuiltWithResult> {
  const built = await keptBuild(configDir, fallbackDir, mode);
  if (!built.ok) return built;
  return { ok: true, outDir: built.outDir, result: built.result ?? readReport(built.report, built.outDir) };
}

/**
 * The kept build of `configDir` (built first when none is kept) and where its report is, read (a
 * few MB of metafile) by the callers that want it; outside a test run, the fallback build's own.
 */
async function keptBuild(
  configDir: string,
  fallbackDir: string,
  mode: BuildMode,
): Promise<
  { ok: true; outDir: string; report: string; result?: BuildResult } | { ok: false; error: string }
> {
  const root = process.env.JIMU_TEST_BUILDS;
  if (!root) {
    const built = await build(configDir, fallbackDir, mode);
    return built.ok ? { ...built, report: '' } : built;
  }
  const home = path.join(root, buildKey(configDir, mode));
  const done = path.join(home, 'dist');
  const report = path.join(home, 'result.json');
  const failed = path.join(home, `failed-${process.env.JIMU_TEST_RUN ?? 'run'}.txt`);
  const lock = path.join(home, 'lock');
  mkdirSync(home, { recursive: true });
  for (;;) {
    if (existsSync(done)) {
      // Recently used: the set-up's clean-up removes the least recently used builds first.
      const now = new Date();
      utimesSync(home, now, now);
      return { ok: true, outDir: done, report };
    }
    if (existsSync(failed)) return { ok: false, error: readFileSync(failed, 'utf8') };
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      // Another file is building it: wait for its outcome, or take over a lock left by a stopped run.
      if (!holderAlive(lock)) rmSync(lock, { force: true });
      else await sleep(100);
    }
  }
  const partial = path.join(home, `building-${process.pid}`);
  try {
    const built = await build(configDir, partial, mode);
    if (built.ok) {
      // The report first: a folder named dist is a finished build whose report is there.
      writeFileSync(report, keptReport(built.result, partial));
      renameSync(partial, done);
      return { ok: true, outDir: done, report };
    }
    writeFileSync(failed, built.error);
    return built;
  } finally {
    rmSync(partial, { recursive: true, force: true });
    rmSync(lock, { force: true });
  }
}
