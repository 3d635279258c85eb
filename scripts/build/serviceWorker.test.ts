import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderServiceWorker, writeServiceWorker } from './serviceWorker';

describe('service worker generation', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'jimu-sw-'));
    mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<html>v1</html>');
    writeFileSync(path.join(dist, 'static/main-AAAA.js'), 'main');
    writeFileSync(path.join(dist, 'static/chunks/page-BBBB.js'), 'page');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('SE-10 lists index.html and every hashed asset, and is valid JavaScript', async () => {
    const input = await writeServiceWorker(dist);
    expect(input.precache).toEqual(['index.html', 'static/chunks/page-BBBB.js', 'static/main-AAAA.js']);
    const text = readFileSync(path.join(dist, 'sw.js'), 'utf8');
    expect(text).toContain(JSON.stringify(input.precache));
    expect(text).toContain(JSON.stringify(input.version));
    // Parses as a script (a syntax error would only show in the browser otherwise).
    expect(() => new Function(text)).not.toThrow();
  });

  it('SE-10 precaches no .br/.gz copy: the browser asks for the file, the server picks the encoding', async () => {
    writeFileSync(path.join(dist, 'static/main-AAAA.js.br'), 'br');
    writeFileSync(path.join(dist, 'static/chunks/page-BBBB.js.gz'), 'gz');
    const input = await writeServiceWorker(dist);
    expect(input.precache).toEqual(['index.html', 'static/chunks/page-BBBB.js', 'static/main-AAAA.js']);
  });

  it('SE-10 a changed build gets a new version, an unchanged one the same', async () => {
    const first = (await writeServiceWorker(dist)).version;
    expect((await writeServiceWorker(dist)).version).toBe(first);
    writeFileSync(path.join(dist, 'static/main-CCCC.js'), 'main 2');
    const second = (await writeServiceWorker(dist)).version;
    expect(second).not.toBe(first);
    writeFileSync(path.join(dist, 'index.html'), '<html>v2</html>');
    expect((await writeServiceWorker(dist)).version).not.toBe(second);
  });

  it("SE-10 serves static/ cache-first, the console's page network-first, leaves API calls alone", () => {
    const text = renderServiceWorker({ version: 'v', precache: ['index.html'], staticDir: 'assets' });
    expect(text).toContain('new URL("assets/", scope)');
    expect(text).toMatch(/startsWith\(staticPath\)\) event\.respondWith\(cacheFirst/);
    expect(text).toMatch(/url\.pathname === scopePath .*networkFirst/);
    expect(text).toContain("if (request.method !== 'GET') return;");
  });
});
