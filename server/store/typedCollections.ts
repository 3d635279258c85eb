import type { DataStore } from './dataStore';

/** The row type of each collection an owner keeps, by collection name. */
export type CollectionTypes = { [name: string]: object };

/** The store's collections, typed by the one declaration of their owner. */
export interface TypedCollections<Types extends CollectionTypes> {
  /** The stored rows (the array itself: changes to a row are kept); an absent collection has none. */
  read<K extends keyof Types & string>(name: K): Types[K][];
  /** The stored rows, the collection created empty when it is absent: what a new row is pushed to. */
  rows<K extends keyof Types & string>(name: K): Types[K][];
  /** Takes the rows `drop` picks out of the collection, in place; answers them. */
  remove<K extends keyof Types & string>(name: K, drop: (row: Types[K]) => boolean): Types[K][];
}

/**
 * A typed view of the store's collections. The data file is the server's own: written by the
 * routes through these views and by json-server's writes, which the record rules check. So the
 * rows are typed here, once per owner (the sessions, the sample's users and uploads, a plugin's
 * records), instead of at every use.
 *
 * @example
 * const collections = typedCollections<{ sessions: SessionRecord }>(store);
 * collections.rows('sessions').push(session);
 */
export function typedCollections<Types extends CollectionTypes>(store: DataStore): TypedCollections<Types> {
  const stored = <K extends keyof Types & string>(name: K) => store.state[name] as Types[K][] | undefined;
  const rows = <K extends keyof Types & string>(name: K): Types[K][] => {
    const found = stored(name);
    if (found) return found;
    store.state[name] = [];
    return stored(name) ?? [];
  };
  return {
    read: (name) => stored(name) ?? [],
    rows,
    remove(name, drop) {
      const list = stored(name) ?? [];
      const removed: Types[typeof name][] = [];
      let kept = 0;
      for (const row of list) {
        if (drop(row)) removed.push(row);
        else list[kept++] = row;
      }
      list.length = kept;
      return removed;
    },
  };
}
