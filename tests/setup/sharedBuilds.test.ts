import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildKey, mergesSmallFiles } from '../e2e/support/sharedBuild';
import { buildCacheDir } from './sharedBuilds';

describe('the shared console build of the tests', () => {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'jimu-key-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('keys a build by content: a copy of config/ anywhere shares its build, a changed byte does not', () => {
    cpSync('config', copy, { recursive: true });
    const key = buildKey('config');
    expect(key).toMatch(/^[0-9a-f]{24}$/);
    expect(buildKey(copy)).toBe(key);
    appendFileSync(path.join(copy, 'app.yaml'), '\n# changed\n');
    expect(buildKey(copy)).not.toBe(key);
  });

  it("#12.2 merges small shared files in the sample console's production build only: a changed config is built in one bundling", () => {
    const changed = mkdtempSync(path.join(os.tmpdir(), 'jimu-changed-'));
    try {
      cpSync('config', changed, { recursive: true });
      expect(mergesSmallFiles('config', 'production')).toBe(true);
      expect(mergesSmallFiles(changed, 'production')).toBe(true);
      expect(mergesSmallFiles('config', 'development')).toBe(false);
      appendFileSync(path.join(changed, 'routes.yaml'), '\n# changed\n');
      expect(mergesSmallFiles(changed, 'production')).toBe(false);
    } finally {
      rmSync(changed, { recursive: true, force: true });
    }
  });

  it('keeps builds in the machine cache: $JIMU_TEST_BUILD_CACHE, else the user cache folder', () => {
    expect(buildCacheDir({ JIMU_TEST_BUILD_CACHE: '/tmp/builds' })).toBe('/tmp/builds');
    expect(buildCacheDir({ XDG_CACHE_HOME: '/var/cache/me' })).toBe('/var/cache/me/jimu/test-builds');
    expect(buildCacheDir({})).toBe(path.join(os.homedir(), '.cache', 'jimu', 'test-builds'));
  });
});
