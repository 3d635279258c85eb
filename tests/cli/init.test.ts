import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** The environment of a command an integrator types: no npm settings inherited from this run. */
const env = Object.fromEntries(
  Object.entries({ ...process.env, NO_COLOR: '1' }).filter(([key]) => !/^npm_/i.test(key)),
);

/** Runs a command in `cwd` and resolves with its exit code and everything it printed. */
async function sh(cwd: string, file: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(file, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : -1,
      output: `${failed.stdout}${failed.stderr}`,
    };
  }
}

/** A port nobody listens on now, on loopback. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

interface Packed {
  name: string;
  filename: string;
  files: { path: string }[];
}

// One run of what an integrator does, in order, from the tarballs `npm pack` makes of packages/:
// pack, scaffold, one `npm install` (from the npm cache), `npm test`, `npm start`. Each step's
// test names what takes its time; the steps share the folder the first ones make.
describe('#28 jimu as a dependency: a console of its own from the packed tarballs', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-init-'));
  const project = path.join(work, 'shop');
  let packed: Packed[] = [];
  const tarball = (name: string) => {
    const found = packed.find((p) => p.name === name);
    if (!found) throw new Error(`${name} was not packed`);
    return path.join(work, found.filename);
  };
  const started: ChildProcess[] = [];

  afterAll(() => {
    // npm start runs npm, a shell and node: its whole process group goes.
    for (const child of started)
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    rmSync(work, { recursive: true, force: true });
  });

  // Each workspace's prepack stages its files from the source tree (esbuild walks the imports of
  // the CLI and the runtime): about 15 s for the three on a loaded 2-core machine.
  it('#28 packs jimu, @jimu/plugin-workbench and @jimu/plugin-showcase with what runs and no tests', async () => {
    const { code, output } = await sh(repo, 'npm', [
      'pack',
      '--workspaces',
      '--json',
      '--pack-destination',
      work,
    ]);
    expect(code, output).toBe(0);
    // The prepack steps print their lines before npm's JSON.
    packed = JSON.parse(output.slice(output.search(/^\[$/m), output.lastIndexOf(']') + 1)) as Packed[];
    expect(packed.map((p) => p.name).sort()).toEqual([
      '@jimu/plugin-showcase',
      '@jimu/plugin-workbench',
      'jimu',
    ]);
    for (const { name, files } of packed) {
      const paths = files.map((f) => f.path);
      expect({ name, tests: paths.filter((p) => /\.test\.tsx?$|^tests\//.test(p)) }).toEqual({
        name,
        tests: [],
      });
      expect({ name, sample: paths.filter((p) => /^(config\/|mock-db\.json$|\.data\/)/.test(p)) }).toEqual({
        name,
        sample: [],
      });
    }
    const jimu = packed.find((p) => p.name === 'jimu')?.files.map((f) => f.path) ?? [];
    for (const file of [
      'bin/jimu.js',
      'runtime/app/main.tsx',
      'schemas/app.schema.json',
      'plugins/core/plugin.yaml',
    ])
      expect(jimu).toContain(file);
    expect(jimu.length).toBeLessThan(800);
  }, 120_000);

  // One npm install of the three tarballs and what they depend on, from the npm cache: about 80 s.
  it('#28 jimu init scaffolds a console that installs from the tarballs and runs the CLI from there', async () => {
    const init = await sh(work, process.execPath, [
      path.join(repo, 'bin/jimu.js'),
      'init',
      'shop',
      '--template',
      'crud',
      '--title',
      '商店',
      '--jimu',
      `file:${tarball('jimu')}`,
    ]);
    expect(init.code, init.output).toBe(0);
    const manifest = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8'));
    expect(manifest.scripts).toMatchObject({
      start: 'jimu build && jimu serve',
      test: 'jimu validate && jimu smoke',
    });
    expect(readFileSync(path.join(project, 'README.md'), 'utf8')).toContain('npm install && npm start');
    expect(readFileSync(path.join(project, '.gitignore'), 'utf8')).toContain('node_modules/');
    const install = await sh(project, 'npm', [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      tarball('@jimu/plugin-workbench'),
      tarball('@jimu/plugin-showcase'),
    ]);
    expect(install.code, install.output).toBe(0);
    const help = await sh(project, 'npx', ['jimu', '--help']);
    expect(help.code, help.output).toBe(0);
    expect(help.output).toMatch(/^ {2}init {2}/m);
    // The installed CLI scaffolds too, and a blank console is valid as written.
    const blank = await sh(project, 'npx', ['jimu', 'init', path.join(work, 'blank')]);
    expect(blank.code, blank.output).toBe(0);
    const valid = await sh(project, 'npx', ['jimu', 'validate', path.join(work, 'blank', 'config')]);
    expect(valid.code, valid.output).toBe(0);
  }, 300_000);

  // A production build of the console (esbuild, about 20 s loaded) and Chromium signing in.
  it('#28 npm test in the new console validates it and signs in to it in Chromium', async () => {
    const { code, output } = await sh(project, 'npm', ['test']);
    expect(code, output).toBe(0);
    expect(output).toContain('✔ config valid');
    expect(output).toMatch(/✔ smoke: signed in as admin and saw "首页 - 商店" with no console error/);
  }, 180_000);

  // Both plugin packages bundled with the runtime from node_modules: about 50 s of esbuild loaded.
  it('#28 the installed plugin packages are found in node_modules and build, reaching the runtime through jimu/', async () => {
    const config = path.join(project, 'config-plugins');
    cpSync(path.join(project, 'config'), config, { recursive: true });
    const app = readFileSync(path.join(config, 'app.yaml'), 'utf8');
    writeFileSync(
      path.join(config, 'app.yaml'),
      app.replace(/^title: .*$/m, '$&\nplugins: [showcase, workbench]'),
    );
    const valid = await sh(project, 'npx', ['jimu', 'validate', config, '--no-typecheck']);
    expect(valid.code, valid.output).toBe(0);
    const built = await sh(project, 'npx', [
      'jimu',
      'build',
      config,
      '--out',
      path.join(work, 'dist-plugins'),
    ]);
    expect(built.code, built.output).toBe(0);
  }, 240_000);

  // npm start builds again (about 20 s) before it serves.
  it('#28 npm start serves the console with the embedded mock', async () => {
    const port = await freePort();
    const child = spawn('npm', ['start', '--', '--port', String(port), '--host', '127.0.0.1'], {
      cwd: project,
      env,
      detached: true,
    });
    started.push(child);
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const seen = (chunk: unknown) => {
        output += String(chunk);
        if (output.includes(`is running at http://127.0.0.1:${port}/`)) resolve();
      };
      child.stdout.on('data', seen);
      child.stderr.on('data', seen);
      child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
    });
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="app"');
    const login = await fetch(`http://127.0.0.1:${port}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'jimu123456' }),
    });
    expect(((await login.json()) as { code: number }).code).toBe(200);
  }, 120_000);
});
