import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { isRecord } from '../http/isRecord';
import { type LowDatabase, low } from '../http/jsonServerApi';

/** The working copy of the database and its group-committed, atomic persistence. */
export interface DataStore {
  /** The lowdb instance json-server's router works on. */
  db: LowDatabase;
  /** The state object itself (not a copy): handlers read and change it in place. */
  state: Record<string, Record<string, unknown>[]>;
  /** Path of the data file (`<dataDir>/db.json`). */
  file: string;
  /** The collections (arrays) of the seed file: what the data set is, as opposed to server bookkeeping. */
  seedCollections: string[];
  /**
   * Resolves once every change made before the call is on disk. Concurrent callers share one
   * write (group commit), so N simultaneous saves cost about one serialisation, not N.
   */
  flush(): Promise<void>;
}

/**
 * Opens the working copy in `dataDir`, copying the seed on first start or when `reset` is set.
 * The seed itself is never written. Each write goes to a temp file that is renamed over the data
 * file (write-file-atomic), so a crash at any moment leaves either the old or the new file, both
 * whole. Writes never overlap: a change made while one is in flight goes in the next one.
 *
 * @example
 * const store = openDataStore({ seedFile: 'mock-db.json', dataDir: '.data', reset: false });
 * store.state.table.push(row);
 * await store.flush();
 */
export function openDataStore(options: { seedFile: string; dataDir: string; reset: boolean }): DataStore {
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, 'db.json');
  if (options.reset || !existsSync(file)) copyFileSync(options.seedFile, file);

  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let dirty = false;
  let state: Record<string, unknown> = {};

  const writeNow = async () => {
    dirty = false;
    // Serialise synchronously: the text is a snapshot, later changes go into the next write.
    try {
      await writeFileAtomic(file, JSON.stringify(state));
    } catch (error) {
      dirty = true;
      throw error;
    }
  };
  const flush = (): Promise<void> => {
    if (queued) return queued;
    if (!inFlight) {
      if (!dirty) return Promise.resolve();
      inFlight = writeNow().finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    queued = inFlight
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return flush();
      });
    return queued;
  };

  const db = low({
    read: () => {
      try {
        return JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new Error(
          `${file} is not valid JSON (${error instanceof Error ? error.message : String(error)}); start with --reset to re-seed`,
        );
      }
    },
    // json-server's router calls this after each change; the router's render waits for flush().
    write: (next) => {
      state = next;
      dirty = true;
      void flush().catch(() => undefined);
    },
  });
  state = db.getState();
  const seed: unknown = JSON.parse(readFileSync(options.seedFile, 'utf8'));
  return {
    db,
    file,
    seedCollections: isRecord(seed) ? Object.keys(seed).filter((name) => Array.isArray(seed[name])) : [],
    get state() {
      return db.getState();
    },
    flush: () => {
      state = db.getState();
      dirty = true;
      return flush();
    },
  };
}
