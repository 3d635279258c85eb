import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
export async function startDev(extraArgs: string[] = []): Promise<DevServer> {
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
  return startServing(work, path.join(work, 'bin/jimu.js'), ['dev', 'config', ...extraArgs]);
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
