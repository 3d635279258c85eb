/** Why a signed-in session ended without the person signing out. */
export type SessionEndReason = 'expired' | 'revoked';

/** The session storage entry that holds the reason until the login page takes it. */
export const SESSION_END_KEY = 'jimu-session-end';

/**
 * Notes why the session ended (the server refused the token, or it could not be refreshed), for
 * the login page to say so: a person sent there mid-task should not have to guess. Kept in
 * session storage (this tab only), so it survives the redirect and one reload.
 *
 * @example rememberSessionEnd(window.sessionStorage, 'expired');
 */
export function rememberSessionEnd(storage: Pick<Storage, 'setItem'>, reason: SessionEndReason): void {
  try {
    storage.setItem(SESSION_END_KEY, reason);
  } catch {
    // Storage may be full or off (private mode): the login page then just says nothing.
  }
}

/** The reason this page load took: the login screen shown again (a route change remounts it) still says why. */
let taken: SessionEndReason | undefined;

/**
 * The reason noted by {@link rememberSessionEnd}. Reading it takes it out of storage, so a reload
 * says nothing; within this page load it stays until the next sign-in ({@link forgetSessionEnd}),
 * so a later sign-out by the person is not explained as an expiry.
 *
 * @example takeSessionEnd(window.sessionStorage); // 'expired' | 'revoked' | undefined
 */
export function takeSessionEnd(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
): SessionEndReason | undefined {
  try {
    const reason = storage.getItem(SESSION_END_KEY);
    storage.removeItem(SESSION_END_KEY);
    if (reason === 'expired' || reason === 'revoked') taken = reason;
  } catch {
    // Storage off: what this page load took is still known.
  }
  return taken;
}

/** The person is signed in again: the last session's end is no longer news. */
export function forgetSessionEnd(): void {
  taken = undefined;
}
