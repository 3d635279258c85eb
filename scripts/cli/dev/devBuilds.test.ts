import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BuildResult, ConsoleBuilder } from '../../build/buildConsole';
import { createDevBuilds } from './devBuilds';

/** A builder whose next build writes the entry `main-<name>.js` (or fails, for `null`). */
function fakeBuilder(outputs: (string | null)[]) {
  const started: string[] = [];
  let release: (() => void) | undefined;
  const builder: ConsoleBuilder = {
    async build(into) {
      const name = outputs.shift();
      started.push(String(into));
      if (release === undefined) await new Promise<void>((resolve) => (release = resolve));
      release = undefined;
      const failed = { ok: false, diagnostics: [], bundleErrors: ['x'], files: [], ms: 1 } as BuildResult;
      if (name === null || name === undefined || !into) return failed;
      mkdirSync(path.join(into, 'static'), { recursive: true });
      writeFileSync(
        path.join(into, 'index.html'),
        `<script type="module" src="static/main-${name}.js"></script>`,
      );
      writeFileSync(path.join(into, 'static', `main-${name}.js`), name);
      return {
        ok: true,
        diagnostics: [],
        bundleErrors: [],
        files: [{ file: `static/main-${name}.js`, bytes: 1 }],
        ms: 1,
      };
    },
    dispose: async () => {},
  };
  // Lets the build under way finish (each build waits for it, so a test sees what happens meanwhile).
  const finish = async () => {
    while (!release) await new Promise((resolve) => setImmediate(resolve));
    release();
  };
  return { builder, started, finish };
}

describe('createDevBuilds', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each build to a new folder and serves it only once whole; older chunks stay findable', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'jimu-builds-'));
    const fake = fakeBuilder(['A', 'B', 'C', 'D']);
    const builds = createDevBuilds(fake.builder, dir, 2);
    const first = builds.rebuild();
    await fake.finish();
    expect((await first).swapped).toBe(true);
    expect(builds.current()?.entry).toBe('static/main-A.js');

    // A change: a page request now waits for the build it causes.
    builds.invalidate();
    let settled = false;
    void builds.settled().then(() => (settled = true));
    const second = builds.rebuild();
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    expect(readFileSync(builds.find('/') as string, 'utf8')).toContain('main-A.js');
    await fake.finish();
    await second;
    await builds.settled();
    expect(settled).toBe(true);
    expect(new Set(fake.started).size).toBe(2);
    expect(readFileSync(builds.find('/index.html') as string, 'utf8')).toContain('main-B.js');
    // A page that loaded A before the swap still gets A's chunk; index.html is only the current one's.
    expect(builds.find('/static/main-A.js')).toBe(path.join(dir, '1', 'static', 'main-A.js'));

    for (let i = 0; i < 2; i++) {
      const next = builds.rebuild();
      await fake.finish();
      await next;
    }
    // Two builds kept before the current one (D): A's folder is gone.
    expect(builds.find('/static/main-A.js')).toBeUndefined();
    expect(builds.find('/static/main-B.js')).toBeDefined();
    expect(builds.find('/static/../../1/index.html')).toBeUndefined();
  });

  it('changes seen while a build runs make one more build, not one each: the calls meanwhile join it', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'jimu-builds-'));
    const fake = fakeBuilder(['A', 'B', 'C']);
    const builds = createDevBuilds(fake.builder, dir);
    const first = builds.rebuild();
    while (fake.started.length === 0) await new Promise((resolve) => setImmediate(resolve));
    // Five saves while A builds (the workbench writes a page's files one after another).
    const later: Promise<unknown>[] = [];
    for (let i = 0; i < 5; i++) {
      builds.invalidate();
      later.push(builds.rebuild());
    }
    // They all wait for the same build.
    expect(later.every((outcome) => outcome === later[0])).toBe(true);
    await fake.finish();
    expect((await first).current?.entry).toBe('static/main-A.js');
    await fake.finish();
    await later[0];
    expect(builds.current()?.entry).toBe('static/main-B.js');
    await builds.settled();
    expect(fake.started).toHaveLength(2);
    // A save after B started is B's to miss: it makes a build of its own.
    builds.invalidate();
    const third = builds.rebuild();
    await fake.finish();
    expect((await third).current?.entry).toBe('static/main-C.js');
  });

  it('serves a rebuild whose chunks are the same but whose manifest.json is not (an API rule added)', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'jimu-builds-'));
    const manifests = ['{"permissions":{}}', '{"permissions":{"api":["GET /orders/getList"]}}'];
    const builder: ConsoleBuilder = {
      async build(into) {
        if (!into) throw new Error('a dev build has a folder');
        mkdirSync(path.join(into, 'static'), { recursive: true });
        writeFileSync(
          path.join(into, 'index.html'),
          '<script type="module" src="static/main-A.js"></script>',
        );
        writeFileSync(path.join(into, 'static', 'main-A.js'), 'A');
        writeFileSync(path.join(into, 'manifest.json'), manifests.shift() ?? '');
        return {
          ok: true,
          diagnostics: [],
          bundleErrors: [],
          files: [{ file: 'static/main-A.js', bytes: 1 }],
          ms: 1,
        };
      },
      dispose: async () => {},
    };
    const builds = createDevBuilds(builder, dir);
    await builds.rebuild();
    builds.invalidate();
    expect((await builds.rebuild()).swapped).toBe(true);
    expect(readFileSync(builds.find('/manifest.json') as string, 'utf8')).toContain('GET /orders/getList');
  });

  it('keeps serving the build it has when a rebuild fails or builds the same files', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'jimu-builds-'));
    const fake = fakeBuilder(['A', null, 'A']);
    const builds = createDevBuilds(fake.builder, dir);
    for (const expected of [true, false, false]) {
      const outcome = builds.rebuild();
      await fake.finish();
      expect((await outcome).swapped).toBe(expected);
      expect(builds.current()?.id).toBe(1);
    }
  });
});
