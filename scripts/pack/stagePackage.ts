import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';

/**
 * The packages published from this repository, staged from its source tree into
 * packages/<folder>/ by their `prepack` step, so that the tree keeps its layout (runtime/, server/,
 * scripts/, plugins/ at the top, relative imports between them) and each package still ships only
 * what runs:
 * - `jimu`: the runtime, the server, the CLI with the build and the config checks, the schemas and
 *   the core plugin, plus any file elsewhere in the repository that they import;
 * - `@jimu/plugin-<name>`: a plugin's folder; its imports that leave the folder (into runtime/,
 *   server/, …) are rewritten to `jimu/<path>`, so an installed plugin reaches the runtime through
 *   the `jimu` package it sits beside.
 * Tests and test support never ship. Staging fails when a shipped file imports a file that is not
 * shipped, or a package that is not among the package's dependencies.
 */

const REPO = path.resolve(import.meta.dirname, '../..');
const PACKAGES = path.join(REPO, 'packages');

/** What `jimu` ships, as folders of the repository. */
export const JIMU_FOLDERS = [
  'runtime',
  'server',
  'schemas',
  'scripts/cli',
  'scripts/build',
  'scripts/config',
  'scripts/schema',
  'plugins/core',
];

/** Where the CLI and the browser start: everything they import ships. */
const NODE_ENTRIES = ['scripts/cli/main.ts', 'server/app/index.ts'];
const BROWSER_ENTRIES = ['runtime/app/main.tsx', 'plugins/core/index.ts'];

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const isTestFile = (file: string) => /\.test\.(ts|tsx)$/.test(file);

const toPosix = (file: string) => file.split(path.sep).join('/');

/** The repository's files under `folder`, tests left out, as paths from the repository root. */
function shippedFiles(folder: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(REPO, rel), { withFileTypes: true })) {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(child);
      } else if (!isTestFile(child)) out.push(child);
    }
  };
  walk(folder);
  return out;
}

/** The package a bare specifier names: `@rjsf/core/lib/x` → `@rjsf/core`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? specifier);
}

const isBuiltin = (name: string) => name.startsWith('node:') || builtinModules.includes(name);

/**
 * The repository files and the packages that `entries` reach, by esbuild's resolution of static
 * and literal dynamic imports. Virtual modules of the build (`jimu:…`, `virtual:…`, `?query`
 * imports) are left alone: the folders they read from ship whole.
 */
async function importClosure(entries: string[], platform: 'node' | 'browser') {
  const result = await esbuild.build({
    absWorkingDir: REPO,
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    splitting: platform === 'browser',
    format: 'esm',
    outdir: path.join(REPO, '.cache', 'pack-closure'),
    platform,
    packages: 'external',
    logLevel: 'silent',
    jsx: 'automatic',
    loader: { '.svg': 'empty', '.png': 'empty', '.jpg': 'empty', '.woff2': 'empty', '.woff': 'empty' },
    plugins: [
      {
        name: 'leave-virtual-modules',
        setup(build) {
          build.onResolve({ filter: /^(jimu:|virtual:)|\?/ }, (args) => ({
            path: args.path,
            external: true,
          }));
        },
      },
    ],
  });
  const files = new Set<string>();
  const packages = new Set<string>();
  for (const [input, info] of Object.entries(result.metafile.inputs)) {
    if (!input.includes(':') && !input.includes('node_modules/')) files.add(toPosix(input));
    for (const imported of info.imports) {
      if (!imported.external || /^(\.|[a-z]+:)/.test(imported.path)) continue;
      const name = packageOf(imported.path);
      if (!isBuiltin(name)) packages.add(name);
    }
  }
  return { files, packages };
}

/** Copies the repository's file `from` to `<stage>/<to>`, or writes `contents` there. */
function copyInto(stage: string, to: string, from: string, contents?: string) {
  const target = path.join(stage, to);
  mkdirSync(path.dirname(target), { recursive: true });
  if (contents === undefined) cpSync(path.join(REPO, from), target);
  else writeFileSync(target, contents);
}

function readManifest(folder: string): {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  files?: string[];
} {
  return JSON.parse(readFileSync(path.join(PACKAGES, folder, 'package.json'), 'utf8'));
}

/** Removes what an earlier staging left: everything but package.json, README.md and bin/. */
function clearStage(stage: string) {
  for (const name of readdirSync(stage)) {
    if (!['package.json', 'README.md', 'bin'].includes(name))
      rmSync(path.join(stage, name), { recursive: true, force: true });
  }
}

function checkDependencies(label: string, used: Set<string>, declared: Record<string, string>) {
  const missing = [...used].filter((name) => !Object.hasOwn(declared, name)).sort();
  if (missing.length > 0)
    throw new Error(`${label} imports packages its package.json does not depend on: ${missing.join(', ')}`);
}

/**
 * What `jimu` ships, as paths from the repository root: its folders, tests left out, and every
 * file elsewhere in the repository that they import (a plugin's model a sample endpoint uses).
 * Fails when shipped code imports test code or a package `jimu` does not depend on.
 *
 * @example await jimuFiles(); // ['plugins/core/index.ts', …, 'runtime/app/main.tsx', …]
 */
export async function jimuFiles(): Promise<string[]> {
  const files = new Set(JIMU_FOLDERS.flatMap(shippedFiles));
  const node = await importClosure(NODE_ENTRIES, 'node');
  const browser = await importClosure(BROWSER_ENTRIES, 'browser');
  for (const file of [...node.files, ...browser.files]) {
    if (isTestFile(file)) throw new Error(`jimu would ship test code: ${file} is imported by shipped code`);
    files.add(file);
  }
  const manifest = readManifest('jimu');
  checkDependencies('jimu', new Set([...node.packages, ...browser.packages]), manifest.dependencies ?? {});
  return [...files].sort();
}

/**
 * Stages `jimu` into packages/jimu (what {@link jimuFiles} lists) and resolves with its files.
 *
 * @example await stageJimu();
 */
export async function stageJimu(): Promise<string[]> {
  const stage = path.join(PACKAGES, 'jimu');
  const files = await jimuFiles();
  clearStage(stage);
  for (const file of files) copyInto(stage, file, file);
  return files;
}

/** A relative import that leaves the plugin's folder, read from the repository root. */
const RELATIVE_IMPORT = /((?<![\w.])(?:from\s*|import\s*\(\s*|import\s+))(['"])(\.{1,2}\/[^'"\n]*)\2/g;

/** Every import a file makes at run time (`import type` left out), by specifier. */
function runtimeImports(text: string): string[] {
  const statements =
    /(?<![\w.])(import|export)\s+(type\s+)?[^'";]*?from\s*['"]([^'"]+)['"]|(?<![\w.])import(?:\s*\(\s*|\s+)['"]([^'"]+)['"]/g;
  return [...text.matchAll(statements)]
    .filter((match) => match[2] === undefined)
    .map((match) => match[3] ?? match[4] ?? '')
    .filter((specifier) => specifier !== '' && !specifier.startsWith('.'));
}

/**
 * The file an import names, with the resolution the build uses (extension, folder index), or
 * undefined when there is none.
 */
function resolveFile(base: string): string | undefined {
  for (const suffix of ['', '.ts', '.tsx', '.js', '.json', '/index.ts', '/index.tsx', '/index.js']) {
    const file = base + suffix;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/**
 * Stages the plugin `name` into packages/plugin-<name>: its folder, tests left out, with each
 * import that leaves the folder rewritten to `jimu/<path from the repository root>`. Fails when
 * such an import names a file `jimu` does not ship. Resolves with the files staged.
 *
 * @example await stagePlugin('showcase', jimuFiles);
 */
export async function stagePlugin(name: string, jimuFiles: readonly string[]): Promise<string[]> {
  const stage = path.join(PACKAGES, `plugin-${name}`);
  clearStage(stage);
  const folder = `plugins/${name}`;
  const shipped = new Set(jimuFiles);
  const files = shippedFiles(folder);
  const packages = new Set<string>();
  for (const file of files) {
    const rel = file.slice(folder.length + 1);
    if (!SOURCE.test(file)) {
      copyInto(stage, rel, file);
      continue;
    }
    const text = readFileSync(path.join(REPO, file), 'utf8');
    const rewritten = text.replace(
      RELATIVE_IMPORT,
      (whole, head: string, quote: string, specifier: string) => {
        const target = path.resolve(path.dirname(path.join(REPO, file)), specifier);
        const fromRoot = toPosix(path.relative(REPO, target));
        if (fromRoot.startsWith(`${folder}/`)) return whole;
        const resolved = resolveFile(target);
        const inJimu = resolved && shipped.has(toPosix(path.relative(REPO, resolved)));
        if (!inJimu)
          throw new Error(`${file} imports ${specifier}, which is neither in the plugin nor in jimu`);
        return `${head}${quote}jimu/${fromRoot}${quote}`;
      },
    );
    for (const specifier of runtimeImports(text)) {
      if (
        !/^(jimu:|virtual:)/.test(specifier) &&
        !specifier.includes('?') &&
        !isBuiltin(packageOf(specifier))
      )
        packages.add(packageOf(specifier));
    }
    copyInto(stage, rel, file, rewritten);
  }
  // What `jimu` depends on (React, Semi UI, i18next…) is the one copy the console shares: the
  // plugin names it as a peer, at jimu's version, so npm never installs a second React for the
  // plugin's own dependencies (their peers would otherwise pull the newest one to the top).
  const manifest = readManifest(`plugin-${name}`);
  const jimuDependencies = readManifest('jimu').dependencies ?? {};
  const peers = manifest.peerDependencies ?? {};
  const shared = [...new Set([...packages, 'react', 'react-dom'])].filter((p) =>
    Object.hasOwn(jimuDependencies, p),
  );
  const wrongPeers = shared.filter((p) => peers[p] !== jimuDependencies[p]).sort();
  if (wrongPeers.length > 0)
    throw new Error(
      `${manifest.name} must name what it shares with jimu as peers at jimu's versions: ${wrongPeers.map((p) => `${p}@${jimuDependencies[p]}`).join(', ')}`,
    );
  checkDependencies(manifest.name, packages, { ...manifest.dependencies, ...peers });
  return files.map((file) => file.slice(folder.length + 1)).sort();
}

/** The folders under packages/ and what stages each. */
const STAGES: Record<string, () => Promise<string[]>> = {
  jimu: stageJimu,
  'plugin-workbench': async () => stagePlugin('workbench', await jimuFiles()),
  'plugin-showcase': async () => stagePlugin('showcase', await jimuFiles()),
};

// `tsx scripts/pack/stagePackage.ts <folder>`: the prepack step of packages/<folder>.
if (process.argv[1] === import.meta.filename) {
  const folder = process.argv[2] ?? path.basename(process.cwd());
  const stage = STAGES[folder];
  if (!stage) {
    console.error(`stagePackage: no package folder '${folder}' (one of ${Object.keys(STAGES).join(', ')})`);
    process.exit(2);
  }
  const started = performance.now();
  const files = await stage();
  console.log(
    `staged ${files.length} files into packages/${folder} in ${Math.round(performance.now() - started)} ms`,
  );
}
