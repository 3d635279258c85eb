import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BuildResult, ConsoleBuilder } from '../../build/buildConsole';
import { entryOf } from '../../build/pageEntry';
import { resolveInside } from './resolveInside';

/** One whole build in a folder of its own. */
export interface DevBuild {
  /** Counts up from 1 over the dev server's life. */
  id: number;
  dir: string;
  /** The entry script index.html loads (`static/main-<hash>.js`): which build a page runs. */
  entry: string;
  /**
   * A digest of every file of the build, by path and bytes: equal for two builds that serve the
   * same bytes. Not only the chunks' names, which carry their content's hash: manifest.json, sw.js
   * and a config's icons keep their names when they change (an API rule added to permissions.yaml
   * changes manifest.json alone).
   */
  fingerprint: string;
}

/** What one rebuild did. */
export interface DevBuildOutcome {
  result: BuildResult;
  /** The build now served: a new one, or the one before when this one failed or changed nothing. */
  current?: DevBuild;
  /** true when the served build is a new one (pages running the old one should reload). */
  swapped: boolean;
}

/** The builds `jimu dev` serves. */
export interface DevBuilds {
  /** The build served now (undefined until one succeeded). */
  current(): DevBuild | undefined;
  /** A change was seen: requests for build files wait from now until the next build is done. */
  invalidate(): void;
  /**
   * Builds into a new folder; a good build that differs from the served one takes its place. One
   * build runs at a time, and one more waits for its turn: a call while one waits joins it (it
   * reads the files when it starts, so it holds every change seen until then).
   */
  rebuild(): Promise<DevBuildOutcome>;
  /** Resolves once no build is pending or running. */
  settled(): Promise<void>;
  /** A file of the served build for a URL path, else of the builds kept before it (pages not yet reloaded). */
  find(urlPath: string): string | undefined;
}

/**
 * The builds of `jimu dev`, each written whole to a fresh folder `<dir>/<id>` and served only once
 * it is complete, by swapping which folder is current: a page never gets a mix of two builds.
 * The folders of the `keep` builds before the current one stay, so a page that loaded before a
 * swap still finds its chunks until its reload; older ones are removed. From the moment a change
 * is seen (`invalidate`) until the rebuild it causes is done, `settled` is pending, so the server
 * can hold a page's requests rather than serve the build that is about to be replaced.
 *
 * @example
 * const builds = createDevBuilds(builder, '.cache/dev/builds');
 * builds.invalidate(); const { swapped } = await builds.rebuild();
 */
export function createDevBuilds(builder: ConsoleBuilder, dir: string, keep = 2): DevBuilds {
  const root = path.resolve(dir);
  let next = 1;
  let served: DevBuild[] = [];
  // Changes seen, and how many of them the last finished build had read.
  let seen = 0;
  let built = 0;
  let queue: Promise<unknown> = Promise.resolve();
  // The build waiting for the one under way to finish, which later calls join.
  let waiting: Promise<DevBuildOutcome> | undefined;
  let idle: { promise: Promise<void>; resolve: () => void } | undefined;

  const buildOnce = async (): Promise<DevBuildOutcome> => {
    waiting = undefined;
    const covers = seen;
    try {
      return await buildInto();
    } finally {
      built = Math.max(built, covers);
      if (built >= seen && idle) {
        idle.resolve();
        idle = undefined;
      }
    }
  };

  const buildInto = async (): Promise<DevBuildOutcome> => {
    const id = next++;
    const folder = path.join(root, String(id));
    const result = await builder.build(folder);
    const current = served[0];
    if (!result.ok) {
      await rm(folder, { recursive: true, force: true });
      return { result, current, swapped: false };
    }
    const html = await readFile(path.join(folder, 'index.html'), 'utf8');
    const fingerprint = await folderDigest(folder);
    if (current?.fingerprint === fingerprint) {
      await rm(folder, { recursive: true, force: true });
      return { result, current, swapped: false };
    }
    const build: DevBuild = { id, dir: folder, entry: entryOf(html).replace(/^\.?\//, ''), fingerprint };
    const retired = served.slice(keep);
    served = [build, ...served.slice(0, keep)];
    await Promise.all(retired.map((old) => rm(old.dir, { recursive: true, force: true })));
    return { result, current: build, swapped: true };
  };

  return {
    current: () => served[0],
    invalidate() {
      seen++;
      if (!idle) {
        let resolve = () => {};
        const promise = new Promise<void>((done) => {
          resolve = done;
        });
        idle = { promise, resolve };
      }
    },
    rebuild() {
      // One build at a time; each reads the files afresh when it starts. A burst of saves during a
      // long build makes one more build, not one per save.
      if (waiting) return waiting;
      const outcome = queue.then(buildOnce, buildOnce);
      waiting = outcome;
      queue = outcome.catch(() => undefined);
      return outcome;
    },
    settled: () => idle?.promise ?? Promise.resolve(),
    find(urlPath) {
      const relative = urlPath === '/' ? '/index.html' : urlPath;
      for (const build of served) {
        const file = resolveInside(build.dir, relative);
        if (file && statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
        // index.html and the top-level files are the current build's alone.
        if (!relative.startsWith('/static/')) return undefined;
      }
      return undefined;
    },
  };
}

/** A digest of every file under `folder`, by its path inside it and its bytes. */
async function folderDigest(folder: string): Promise<string> {
  const hash = createHash('sha256');
  const visit = async (dir: string): Promise<void> => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await visit(file);
      else if (entry.isFile()) hash.update(`\0${path.relative(folder, file)}\0`).update(await readFile(file));
    }
  };
  await visit(folder);
  return hash.digest('hex');
}
