import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleSessionTarget, storedSession } from '../e2e/support/storedSession';
import { type DevServer, startServing } from './devServer';

const repo = path.resolve(import.meta.dirname, '../..');
const bin = path.join(repo, 'bin/jimu.js');
const seed = JSON.parse(readFileSync(path.join(repo, 'mock-db.json'), 'utf8'));

/**
 * A folder `jimu serve` runs in: the sample config, a stand-in build (the back end is what is
 * tested, so no console is built), the sample seed, and `.data/db.json` as an earlier run left
 * it: without the seed's `notices` (added to the seed since) and with a record of `goods` edited.
 */
function servedFolder(): string {
  const work = mkdtempSync(path.join(os.tmpdir(), 'jimu-serve-'));
  cpSync(path.join(repo, 'config'), path.join(work, 'config'), { recursive: true });
  mkdirSync(path.join(work, 'dist'));
  writeFileSync(path.join(work, 'dist/index.html'), '<!doctype html><title>stand-in</title>');
  writeFileSync(path.join(work, 'mock-db.json'), JSON.stringify(seed));
  const { notices: _added, ...earlier } = seed;
  earlier.goods = seed.goods.map((good: { id: number }) =>
    good.id === 1 ? { ...good, title: 'edited in an earlier run' } : good,
  );
  mkdirSync(path.join(work, '.data'));
  writeFileSync(path.join(work, '.data/db.json'), JSON.stringify(earlier));
  return work;
}

describe('jimu serve', () => {
  let served: DevServer | undefined;
  afterEach(async () => {
    await served?.stop();
    served = undefined;
  });

  /** GET `url` as admin, over HTTP on loopback. */
  const get = async (server: DevServer, url: string) => {
    const target = await consoleSessionTarget(server.url, path.join(server.work, 'config'));
    const token = (await storedSession(target, 'admin')).origins[0].localStorage[0].value;
    const response = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: await response.json() };
  };

  it('adds a collection new in mock-db.json at start, keeping every record .data/ holds; --reseed starts one over', async () => {
    const work = servedFolder();
    served = await startServing(work, bin, ['serve']);
    expect(served.output()).toContain(
      "✔ added the new collection 'notices' of mock-db.json to .data/db.json",
    );
    expect((await get(served, '/notices')).body).toEqual(seed.notices);
    expect((await get(served, '/goods/1')).body.title).toBe('edited in an earlier run');
    const onDisk = JSON.parse(readFileSync(path.join(work, '.data/db.json'), 'utf8'));
    expect({ notices: onDisk.notices, goods: onDisk.goods.length }).toEqual({
      notices: seed.notices,
      goods: seed.goods.length,
    });
    await served.stop();

    // The same earlier run, started with one collection re-seeded: that one only.
    served = await startServing(servedFolder(), bin, ['serve', '--reseed', 'goods']);
    expect(served.output()).toContain("✔ re-seeded 'goods' in .data/db.json from mock-db.json");
    expect((await get(served, '/goods/1')).body.title).toBe(seed.goods[0].title);
    expect((await get(served, '/notices')).body).toEqual(seed.notices);
  }, 60_000);
});
