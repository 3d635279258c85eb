import type { TokenStorage } from '../machines';

/** The token in local storage under `app.http.tokenStorageKey`. Storage failures read as "no token". */
export function localTokenStorage(key: string, storage: Storage = window.localStorage): TokenStorage {
  return {
    get: () => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (token) => storage.setItem(key, token),
    remove: () => storage.removeItem(key),
  };
}
