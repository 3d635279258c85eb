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
  let servers: DevServer[] = [];
  afterEach(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
  });

  /** GET `url` as admin, over HTTP on loopback. */
  const get = async (server: DevServer, url: string) => {
    const target = await consoleSessionTarget(server.url, path.join(server.work, 'config'));
    const token = (await storedSession(target, 'admin')).origins[0].localStorage[0].value;
    const response = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: await response.json() };
  };

  it('adds a collection new in mock-db.json at start, keeping every record .data/ holds; --reseed starts one over', async () => {
    // The same earlier run twice, started as it is and with one collection re-seeded, side by side.
    const work = servedFolder();
    const starting = [
      startServing(work, bin, ['serve']),
      startServing(servedFolder(), bin, ['serve', '--reseed', 'goods']),
    ];
    for (const start of starting)
      void start.then(
        (server) => servers.push(server),
        () => undefined,
      );
    const [served, reseeded] = await Promise.all(starting);

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

    // Re-seeded: that collection only; the new one is added all the same.
    expect(reseeded.output()).toContain("✔ re-seeded 'goods' in .data/db.json from mock-db.json");
    expect((await get(reseeded, '/goods/1')).body.title).toBe(seed.goods[0].title);
    expect((await get(reseeded, '/notices')).body).toEqual(seed.notices);
    // Two `jimu serve` started side by side, each loading the sample config and its own data in a
    // child process: 34 s on a 2-core machine under a load of 12 (a browser test building beside it).
  }, 90_000);
});
