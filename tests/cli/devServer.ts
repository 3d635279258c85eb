import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMap, isSeq, parseDocument, type YAMLSeq } from 'yaml';

const repo = path.resolve(import.meta.dirname, '../..');

/** A running `jimu dev` in a folder of its own, and what it printed. */
export interface DevServer {
  /** The folder it runs in: config/, mock-db.json, .data/ and a copy of the sources. */
  work: string;
  url: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /**
   * Resolves with the first match of `pattern` printed after `from` characters of the output
   * (default: from now on), as soon as it is printed.
   */
  printed(pattern: RegExp, from?: number): Promise<RegExpExecArray>;
  stop(): Promise<void>;
}

/**
 * Starts `jimu dev` on a free loopback port, without a mock delay, in a new temporary folder with a
 * copy of the sample console's config/ and mock-db.json and of the sources it builds and watches
 * (runtime/, plugins/ and the rest), so a test may change any of them without touching the
 * repository. Resolves once it serves.
 *
 * @example const dev = await startDev(); … await dev.stop();
 */
export async function startDev(
  extraArgs: string[] = [],
  options: { plugins?: string[] } = {},
): Promise<DevServer> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-dev-'));
  for (const name of [
    'config',
    'mock-db.json',
    'runtime',
    'plugins',
    'server',
    'scripts',
    'bin',
    'schemas',
  ]) {
    cpSync(path.join(repo, name), path.join(work, name), { recursive: true });
  }
  for (const name of ['package.json', 'tsconfig.json']) cpSync(path.join(repo, name), path.join(work, name));
  symlinkSync(path.join(repo, 'node_modules'), path.join(work, 'node_modules'));
  if (options.plugins) keepPlugins(path.join(work, 'config'), options.plugins);
  return startServing(work, path.join(work, 'bin/jimu.js'), ['dev', 'config', ...extraArgs]);
}

/**
 * Narrows a copy of the sample config to the plugins named (besides core): app.yaml enables only
 * them, and routes.yaml loses every screen of another plugin and every group left empty. Each
 * rebuild is then about half the sample console's, for tests about the development loop itself.
 *
 * @example keepPlugins(path.join(work, 'config'), ['workbench']);
 */
export function keepPlugins(configDir: string, plugins: string[]) {
  const edit = (name: string, change: (doc: ReturnType<typeof parseDocument>) => void) => {
    const file = path.join(configDir, name);
    const doc = parseDocument(readFileSync(file, 'utf8'));
    change(doc);
    writeFileSync(file, doc.toString());
  };
  edit('app.yaml', (doc) => doc.set('plugins', plugins));
  const kept = (component: unknown) =>
    typeof component !== 'string' || ['core', ...plugins].includes(component.split('/')[0]);
  const prune = (routes: YAMLSeq) => {
    routes.items = routes.items.filter((route) => {
      if (!isMap(route)) return true;
      const children = route.get('children');
      if (isSeq(children)) {
        prune(children);
        if (children.items.length === 0) return false;
      }
      return kept(route.get('component'));
    });
  };
  edit('routes.yaml', (doc) => {
    if (isSeq(doc.contents)) prune(doc.contents);
    else if (isMap(doc.contents))
      for (const pair of doc.contents.items) if (isSeq(pair.value)) prune(pair.value);
  });
}

/**
 * Starts `<bin> <args> --port 0 --host 127.0.0.1 --delay 0` (`jimu dev` or `jimu serve`) in
 * `work`, and resolves once it prints the address it serves on; `stop` ends it and removes
 * `work`.
 *
 * @example const served = await startServing(work, 'bin/jimu.js', ['serve']);
 */
export async function startServing(work: string, bin: string, args: string[]): Promise<DevServer> {
  const command = args[0];
  const child: ChildProcess = spawn(
    process.execPath,
    [bin, ...args, '--port', '0', '--host', '127.0.0.1', '--delay', '0'],
    { cwd: work, env: { ...process.env, NO_COLOR: '1' } },
  );
  let output = '';
  const waiters = new Set<() => void>();
  const collect = (chunk: unknown) => {
    output += String(chunk);
    for (const waiter of [...waiters]) waiter();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const printed = (pattern: RegExp, from = output.length) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = new RegExp(pattern.source, pattern.flags).exec(output.slice(from));
        if (match) {
          waiters.delete(check);
          resolve(match);
        } else if (child.exitCode !== null) {
          waiters.delete(check);
          reject(
            new Error(`jimu ${command} exited (${child.exitCode}) before printing ${pattern}:\n${output}`),
          );
        }
      };
      waiters.add(check);
      void exited.then(check);
      check();
    });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    const url = (await printed(/running at (http:\/\/[\d.:]+)\//, 0))[1];
    return { work, url, output: () => output, printed, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
