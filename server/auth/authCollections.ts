import type { DataStore } from '../store/dataStore';
import { typedCollections } from '../store/typedCollections';
import type { SessionRecord } from './sessions';

/** A user record of the `users` collection. */
export interface UserRecord {
  id: number;
  username: string;
  password: string;
  roles: string[];
  [field: string]: unknown;
}

/** The collections sign-in reads and writes, and the type of their rows. */
export type AuthCollections = { users: UserRecord; sessions: SessionRecord };

/**
 * The accounts and sessions of the store, typed.
 *
 * @example
 * authCollections(store).read('users').find((user) => user.username === 'admin');
 */
export const authCollections = (store: DataStore) => typedCollections<AuthCollections>(store);
