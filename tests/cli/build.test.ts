import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './runCli';

// jimu build (output dir dist, assets dir static).
describe('jimu build', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-build-'));
  const out = path.join(work, 'dist');
  let result: Awaited<ReturnType<typeof runCli>>;

  beforeAll(async () => {
    result = await runCli(['build', 'config', '--out', out]);
    // Runs `jimu build` on the sample console in a child process, a whole production build: 88 s on a loaded
    // 2-core machine.
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('K-05 writes index.html and hashed, code-split JS (with its CSS) under static/', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/✔ built .*index\.html/);
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    // The sample console's page carries the sign-in screen's markup, so its route preloader starts
    // the entry (scripts/build/routePreloadScript.ts): the entry and its files are in the route map.
    const map = /<script type="application\/json" id="jimu-routes">([^<]*)<\/script>/.exec(html);
    const entry = (JSON.parse(map?.[1] ?? '{}') as { entry?: { src: string; preloads: string[] } }).entry;
    expect(entry?.src).toMatch(/^static\/main-[A-Z0-9]+\.js$/);
    expect(existsSync(path.join(out, entry?.src ?? ''))).toBe(true);
    expect(html).not.toContain('<script type="module"');
    // CSS travels inside the JS that imports it (scripts/build/cssInjectionPlugin.ts): the entry or
    // the files preloaded with it
    const firstScreen = [entry?.src ?? '', ...(entry?.preloads ?? [])];
    expect(firstScreen.length).toBeGreaterThan(1);
    expect(firstScreen.map((file) => readFileSync(path.join(out, file), 'utf8')).join('\n')).toContain(
      '--semi-color-primary',
    );
    expect(html).toContain('<script nomodule src="static/unsupported.js"');
    const chunks = readdirSync(path.join(out, 'static/chunks')).filter((f) => f.endsWith('.js'));
    // one chunk per lazily loaded screen at least: the login screen is not in the entry
    expect(chunks.length).toBeGreaterThan(3);
    for (const file of chunks) expect(file).toMatch(/-[A-Z0-9]{8}\.js$/);
  });

  it('RT-06 writes the normalised manifest: full child paths, group redirects, external links untouched', () => {
    const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8'));
    const all: { path: string; redirect?: string; external: boolean; children?: unknown[] }[] = [];
    const walk = (routes: typeof all) => {
      for (const r of routes) {
        all.push(r);
        if (r.children) walk(r.children as typeof all);
      }
    };
    walk(manifest.routes);
    expect(all.find((r) => r.path === '/user_center/userManagement')).toBeDefined();
    for (const group of all.filter((r) => r.children?.length)) expect(group.redirect).toMatch(/^\//);
    const external = all.filter((r) => r.external);
    expect(external.length).toBeGreaterThan(0);
    for (const r of external) expect(r.path).toMatch(/^(https?:|mailto:|tel:|\/\/)/);
  });

  it('refuses a broken config with located errors, exit 1, and writes nothing', async () => {
    const config = path.join(work, 'config');
    cpSync('config', config, { recursive: true });
    const routes = path.join(config, 'routes.yaml');
    writeFileSync(routes, readFileSync(routes, 'utf8').replace('hidden: true', 'hiden: true'));
    const broken = await runCli(['build', config, '--out', path.join(work, 'never')]);
    expect(broken.stderr).toMatch(/routes\.yaml:\d+:\d+: error\[unknown-key\].*hidden/);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/:\d+:\d+: error\[/);
    expect(broken.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(path.join(work, 'never'))).toBe(false);
  });
});
