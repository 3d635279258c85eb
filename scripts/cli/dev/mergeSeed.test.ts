import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeSeed } from './mergeSeed';

describe('mergeSeed', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const setup = (seed: object, data: object) => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'jimu-seed-'));
    const seedFile = path.join(dir, 'mock-db.json');
    const dataFile = path.join(dir, 'db.json');
    writeFileSync(seedFile, JSON.stringify(seed));
    writeFileSync(dataFile, JSON.stringify(data));
    return { seedFile, dataFile, data: () => JSON.parse(readFileSync(dataFile, 'utf8')) };
  };

  it('adds the seed’s new collections and keeps what the running data has', async () => {
    const files = setup(
      { users: [{ id: 1 }], articles: [{ id: 1, title: 'seeded' }], settings: { a: 1 } },
      { users: [{ id: 1 }, { id: 2, added: 'while running' }], sessions: [{ token: 't' }] },
    );
    const merge = await mergeSeed(files);
    expect(merge).toEqual({
      added: ['articles'],
      reseeded: [],
      unknown: [],
      collections: ['users', 'articles'],
    });
    expect(files.data()).toEqual({
      users: [{ id: 1 }, { id: 2, added: 'while running' }],
      sessions: [{ token: 't' }],
      articles: [{ id: 1, title: 'seeded' }],
    });
  });

  it('re-seeds the collections it is asked for, names the unknown ones, and writes nothing when nothing changes', async () => {
    const files = setup({ users: [{ id: 1 }], articles: [{ id: 1 }] }, { users: [{ id: 9 }], articles: [] });
    expect(await mergeSeed({ ...files, reseed: ['users', 'nope'] })).toMatchObject({
      added: [],
      reseeded: ['users'],
      unknown: ['nope'],
    });
    expect(files.data()).toEqual({ users: [{ id: 1 }], articles: [] });
    const before = statSync(files.dataFile).mtimeMs;
    expect(await mergeSeed(files)).toMatchObject({ added: [], reseeded: [] });
    expect(statSync(files.dataFile).mtimeMs).toBe(before);
  });
});
