import { randomBytes } from 'node:crypto';
import type { DataStore } from '../store/dataStore';
import { hashPassword } from '../store/passwords';
import { formatDatetime } from '../store/seed/seededRandom';
import { authCollections } from './authCollections';

/** The account a console without accounts starts with; the password is chosen when absent. */
export interface FirstAccount {
  username: string;
  /** Without one, a random password is made (and answered once, for the operator to read). */
  password?: string;
  roles: string[];
}

/**
 * Gives a console whose data has no account (a new project) its first one, once: the password
 * stored only as a hash. Resolves with the password when this call created the account (for the
 * start-up lines to show once), or undefined when the data already had accounts.
 *
 * @example
 * await createFirstAccount(store, { username: 'admin', roles: ['Admin'] }); // 'k3Jr…' (random)
 */
export async function createFirstAccount(
  store: DataStore,
  account: FirstAccount,
): Promise<string | undefined> {
  const users = authCollections(store);
  if (users.read('users').length > 0) return undefined;
  const password = account.password || randomBytes(12).toString('base64url');
  users.rows('users').push({
    id: 1,
    username: account.username,
    password: hashPassword(password),
    roles: [...account.roles],
    email: '',
    status: 'enabled',
    createTime: formatDatetime(new Date()),
  });
  await store.flush();
  return password;
}
