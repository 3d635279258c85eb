import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';
import type { Diagnostic } from './diagnostic';
import { relative } from './loadConfigFiles';

/** What the type checker is asked about: the plugins of one console. */
export interface PluginTypeCheckOptions {
  /** The folder holding one folder per plugin. */
  pluginsDir: string;
  /** The plugins to check (app.yaml's, and core); a name without a folder or code is skipped. */
  plugins: string[];
  /** Where the generated tsconfig.json goes. Default `.cache/plugin-types` beside the plugins folder. */
  cacheDir?: string;
}

/** A long-lived type checker: `jimu dev` asks it again after every change to plugin code. */
export interface PluginTypeChecker {
  /**
   * Type-checks every source file of the plugins (tests left out) and resolves with each problem
   * as a located diagnostic (`code` ts2322 and the like). `changed` names the files changed since
   * the last call, so only what they touch is read again. Never rejects: a compiler that cannot
   * start is one diagnostic at the plugins folder.
   */
  check(changed?: string[]): Promise<Diagnostic[]>;
  /** Stops the compiler process. */
  close(): Promise<void>;
}

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const TEST = /\.test\.(ts|tsx)$/;

/** The plugin folders that hold TypeScript code. */
function codeFolders(pluginsDir: string, plugins: string[]): string[] {
  const hasCode = (dir: string): boolean =>
    readdirSync(dir, { withFileTypes: true }).some((entry) =>
      entry.isDirectory()
        ? entry.name !== 'node_modules' && hasCode(path.join(dir, entry.name))
        : SOURCE.test(entry.name) && !TEST.test(entry.name),
    );
  return [...new Set(plugins)]
    .map((name) => path.resolve(pluginsDir, name))
    .filter((dir) => dir.startsWith(path.resolve(pluginsDir) + path.sep) && existsSync(dir))
    .filter(hasCode);
}

/** The nearest tsconfig.json at or above `dir`: the project's own compiler options. */
function projectTsconfig(dir: string): string | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const file = path.join(at, 'tsconfig.json');
    if (existsSync(file)) return file;
    if (path.dirname(at) === at) return undefined;
  }
}

/** 1-based line and column of a UTF-16 offset. */
function lineCol(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset).split(/\r\n|\r|\n/);
  return { line: before.length, col: (before.at(-1)?.length ?? 0) + 1 };
}

interface TsDiagnostic {
  fileName?: string;
  pos: number;
  code: number;
  category: number;
  text: string;
  messageChain?: readonly TsDiagnostic[];
}

/** The message and its chain of reasons, on one line as the other diagnostics are. */
function messageOf(diagnostic: TsDiagnostic): string {
  const chain = (list: readonly TsDiagnostic[] | undefined): string[] =>
    (list ?? []).flatMap((d) => [d.text, ...chain(d.messageChain)]);
  return [diagnostic.text, ...chain(diagnostic.messageChain)].join(' ');
}

/**
 * Writes the tsconfig.json the plugins are checked with: it extends the project's own (its
 * compiler options) and includes the plugin folders and the project's declaration files.
 */
async function writePluginTsconfig(
  root: string,
  pluginsDir: string,
  folders: string[],
  tsconfigFile: string,
) {
  const base = projectTsconfig(root);
  const glob = (dir: string, pattern: string) => path.join(dir, pattern).split(path.sep).join('/');
  const tsconfig = {
    ...(base ? { extends: base } : {}),
    compilerOptions: {
      noEmit: true,
      ...(base
        ? {}
        : {
            strict: true,
            target: 'es2022',
            lib: ['es2023', 'dom', 'dom.iterable'],
            jsx: 'react-jsx',
            module: 'esnext',
            moduleResolution: 'bundler',
            resolveJsonModule: true,
            esModuleInterop: true,
            skipLibCheck: true,
          }),
    },
    include: [
      ...folders.flatMap((dir) => [glob(dir, '**/*.ts'), glob(dir, '**/*.tsx')]),
      // Ambient declarations (`*.css` imports, the build's virtual modules) the code relies on.
      glob(root, 'runtime/**/*.d.ts'),
      glob(pluginsDir, '**/*.d.ts'),
    ],
    exclude: folders.flatMap((dir) =>
      ['**/*.test.ts', '**/*.test.tsx', '**/node_modules'].map((p) => glob(dir, p)),
    ),
  };
  await mkdir(path.dirname(tsconfigFile), { recursive: true });
  await writeFile(tsconfigFile, `${JSON.stringify(tsconfig, null, 2)}\n`);
}

/**
 * The TypeScript compiler (its API, in a compiler process of its own, so the caller's thread
 * stays free) over the code of a console's plugins, with the compiler options of the project's
 * tsconfig.json (a generated tsconfig extends it and includes the plugin folders and the
 * project's declaration files). Only problems in the plugin folders are reported.
 *
 * @example
 * const checker = createPluginTypeChecker({ pluginsDir: 'plugins', plugins: ['core', 'shop'] });
 * const diagnostics = await checker.check(); await checker.close();
 */
export function createPluginTypeChecker(options: PluginTypeCheckOptions): PluginTypeChecker {
  const pluginsDir = path.resolve(options.pluginsDir);
  const root = path.dirname(pluginsDir);
  const cacheDir = path.resolve(options.cacheDir ?? path.join(root, '.cache', 'plugin-types'));
  const tsconfigFile = path.join(cacheDir, 'tsconfig.json');
  const folders = codeFolders(pluginsDir, options.plugins);
  type Api = import('typescript/unstable/async').API;
  let api: Api | undefined;
  let opened = false;

  const writeTsconfig = () => writePluginTsconfig(root, pluginsDir, folders, tsconfigFile);

  const inFolders = (file: string) => folders.some((dir) => path.resolve(file).startsWith(dir + path.sep));
  const located = async (diagnostic: TsDiagnostic): Promise<Diagnostic | undefined> => {
    const file = diagnostic.fileName ? path.resolve(diagnostic.fileName) : undefined;
    if (!file || !inFolders(file)) return undefined;
    const text = await readFile(file, 'utf8').catch(() => '');
    return {
      file: relative(file),
      ...lineCol(text, diagnostic.pos),
      code: `ts${diagnostic.code}`,
      message: messageOf(diagnostic),
      // TypeScript's categories: 0 warning, 1 error, 2 suggestion, 3 message.
      severity: diagnostic.category === 1 ? 'error' : 'warning',
    };
  };

  const check = async (changed: string[] = []): Promise<Diagnostic[]> => {
    if (folders.length === 0) return [];
    try {
      if (!api) {
        await writeTsconfig();
        const { API } = await import('typescript/unstable/async');
        api = new API({ cwd: root });
      }
      const snapshot = await api.updateSnapshot(
        opened
          ? { fileChanges: { changed: changed.map((file) => path.resolve(file)) } }
          : { openProjects: [tsconfigFile] },
      );
      opened = true;
      const project = snapshot.getProject(tsconfigFile);
      if (!project) throw new Error(`the compiler did not open ${tsconfigFile}`);
      // Asked file by file: only the plugins' own files are checked in full, the runtime's and
      // the libraries' only as far as the plugins' types reach into them.
      const files = project.rootFiles.filter(
        (file) => inFolders(file) && !file.endsWith('.d.ts') && !TEST.test(file),
      );
      const found = (
        await Promise.all(
          files.map(async (file) => [
            ...(await project.program.getSyntacticDiagnostics(file)),
            ...(await project.program.getSemanticDiagnostics(file)),
          ]),
        )
      ).flat();
      const diagnostics = await Promise.all(found.map(located));
      await snapshot.dispose();
      return diagnostics.filter((d): d is Diagnostic => d !== undefined);
    } catch (error) {
      const message = `the TypeScript compiler could not check the plugins: ${(error as Error).message}`;
      return [
        {
          file: relative(pluginsDir),
          line: 1,
          col: 1,
          code: 'typecheck-failure',
          message,
          severity: 'error',
        },
      ];
    }
  };

  return {
    check,
    close: async () => {
      await api?.close();
      api = undefined;
      opened = false;
    },
  };
}

/** What one type check of `jimu validate` found, and whether it had anything to do. */
export interface PluginTypeCheck {
  diagnostics: Diagnostic[];
  /**
   * True when the compiler found the plugins, their config and everything they import as its
   * build info recorded them, so it checked nothing again and left the build info as it was.
   */
  unchanged: boolean;
  /** The compiler's build info, kept between checks; undefined when there was no code to check. */
  buildInfo?: string;
}

/** `file(line,col): error TS2322: message`, as tsc prints a diagnostic with `--pretty false`. */
const TSC_LINE = /^(.+?)\((\d+),(\d+)\): (error|warning|message) TS(\d+): (.*)$/;

/** The tsc of the installed TypeScript, run by this Node (its bin script starts the compiler). */
function tscBin(): string {
  return path.join(
    path.dirname(createRequire(import.meta.url).resolve('typescript/package.json')),
    'bin',
    'tsc',
  );
}

/**
 * One type check of a console's plugins, as `jimu validate` runs it: tsc in incremental mode, its
 * build info kept in the cache folder beside the generated tsconfig.json, so that a check of
 * plugins that did not change since the last one reads the recorded results instead of checking
 * again. Only problems in the plugin folders are reported. Never rejects: a compiler that cannot
 * run is one diagnostic at the plugins folder.
 *
 * @example const { diagnostics, unchanged } = await checkPluginTypes({ pluginsDir: 'plugins', plugins: ['core'] });
 */
export async function checkPluginTypes(options: PluginTypeCheckOptions): Promise<PluginTypeCheck> {
  const pluginsDir = path.resolve(options.pluginsDir);
  const root = path.dirname(pluginsDir);
  const cacheDir = path.resolve(options.cacheDir ?? path.join(root, '.cache', 'plugin-types'));
  const folders = codeFolders(pluginsDir, options.plugins);
  if (folders.length === 0) return { diagnostics: [], unchanged: false };
  const tsconfigFile = path.join(cacheDir, 'tsconfig.json');
  const buildInfo = path.join(cacheDir, 'plugins.tsbuildinfo');
  await writePluginTsconfig(root, pluginsDir, folders, tsconfigFile);
  const stamp = async () => {
    const info = await stat(buildInfo).catch(() => undefined);
    return info ? `${info.mtimeMs} ${info.size}` : undefined;
  };
  const before = await stamp();
  const args = ['-p', tsconfigFile, '--incremental', '--tsBuildInfoFile', buildInfo, '--pretty', 'false'];
  const printed = await new Promise<{ code: number | null; out: string; failure?: string }>((resolve) => {
    execFile(
      process.execPath,
      [tscBin(), ...args],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? null : 0;
        resolve({
          code,
          out: `${stdout}`,
          failure: code === null ? `${error?.message}\n${stderr}` : undefined,
        });
      },
    );
  });
  if (
    printed.failure !== undefined ||
    (printed.code !== 0 && !TSC_LINE.test(printed.out.split('\n')[0] ?? ''))
  ) {
    const why = printed.failure ?? printed.out.trim();
    return {
      diagnostics: [
        {
          file: relative(pluginsDir),
          line: 1,
          col: 1,
          code: 'typecheck-failure',
          message: `the TypeScript compiler could not check the plugins: ${why}`,
          severity: 'error',
        },
      ],
      unchanged: false,
      buildInfo,
    };
  }
  const inFolders = (file: string) => folders.some((dir) => file.startsWith(dir + path.sep));
  const diagnostics: Diagnostic[] = [];
  let current: Diagnostic | undefined;
  for (const line of printed.out.split(/\r?\n/)) {
    const match = TSC_LINE.exec(line);
    if (match) {
      const [, name, row, col, category, code, message] = match;
      const file = path.resolve(root, name);
      current = inFolders(file)
        ? {
            file: relative(file),
            line: Number(row),
            col: Number(col),
            code: `ts${code}`,
            message,
            severity: category === 'error' ? 'error' : 'warning',
          }
        : undefined;
      if (current) diagnostics.push(current);
    } else if (current && /^\s+\S/.test(line)) {
      // A reason of the message's chain, indented under it: the same line, as the other diagnostics are.
      current.message += ` ${line.trim()}`;
    }
  }
  const after = await stamp();
  return { diagnostics, unchanged: before !== undefined && before === after, buildInfo };
}

/**
 * The plugins a config folder's app file enables, with core, read leniently: for a config that
 * does not validate, so that its plugins are still checked in the same run.
 *
 * @example await pluginsOfApp('config'); // ['core', 'workbench', 'demo', 'showcase']
 */
export async function pluginsOfApp(configDir: string): Promise<string[]> {
  for (const name of ['app.yaml', 'app.yml', 'app.json']) {
    try {
      const app = parse(await readFile(path.join(configDir, name), 'utf8')) as { plugins?: unknown };
      const named = Array.isArray(app?.plugins) ? app.plugins : [];
      return ['core', ...named.filter((p): p is string => typeof p === 'string')];
    } catch {}
  }
  return ['core'];
}
