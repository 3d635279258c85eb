import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDataStore } from './dataStore';

let dir = '';
let seedFile = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'jimu-store-'));
  seedFile = join(dir, 'seed.json');
  writeFileSync(seedFile, JSON.stringify({ items: [{ id: 1 }] }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('openDataStore', () => {
  it('API-03 works on a copy: the seed is never written, reset re-seeds', async () => {
    const dataDir = join(dir, 'data');
    const store = openDataStore({ seedFile, dataDir, reset: false });
    store.state.items.push({ id: 2 });
    await store.flush();
    expect(JSON.parse(readFileSync(seedFile, 'utf8')).items).toHaveLength(1);
    expect(JSON.parse(readFileSync(store.file, 'utf8')).items).toHaveLength(2);
    expect(openDataStore({ seedFile, dataDir, reset: false }).state.items).toHaveLength(2);
    expect(openDataStore({ seedFile, dataDir, reset: true }).state.items).toHaveLength(1);
  });

  it('API-03 concurrent flushes share writes and every change made before a flush is on disk when it resolves', async () => {
    const store = openDataStore({ seedFile, dataDir: join(dir, 'data'), reset: true });
    const flushes: Promise<void>[] = [];
    for (let i = 0; i < 100; i++) {
      store.state.items.push({ id: 100 + i });
      const expected = store.state.items.length;
      flushes.push(
        store
          .flush()
          .then(() =>
            expect(JSON.parse(readFileSync(store.file, 'utf8')).items.length).toBeGreaterThanOrEqual(
              expected,
            ),
          ),
      );
    }
    await Promise.all(flushes);
    expect(JSON.parse(readFileSync(store.file, 'utf8')).items).toHaveLength(101);
  });

  it('API-03 a corrupt data file is reported, not silently replaced', () => {
    const dataDir = join(dir, 'data');
    openDataStore({ seedFile, dataDir, reset: true });
    writeFileSync(join(dataDir, 'db.json'), '{"items": [');
    expect(() => openDataStore({ seedFile, dataDir, reset: false })).toThrow(/--reset/);
  });
});
