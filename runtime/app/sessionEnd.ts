/** Why a signed-in session ended without the person signing out. */
export type SessionEndReason = 'expired' | 'revoked';

const KEY = 'jimu-session-end';

/**
 * Notes why the session ended (the server refused the token, or it could not be refreshed), for
 * the login page to say so: a person sent there mid-task should not have to guess. Kept in
 * session storage (this tab only), so it survives the redirect and one reload.
 *
 * @example rememberSessionEnd(window.sessionStorage, 'expired');
 */
export function rememberSessionEnd(storage: Pick<Storage, 'setItem'>, reason: SessionEndReason): void {
  try {
    storage.setItem(KEY, reason);
  } catch {
    // Storage may be full or off (private mode): the login page then just says nothing.
  }
}

/**
 * The reason noted by {@link rememberSessionEnd}, once: reading it forgets it, so a later sign-out
 * by the person is not explained as an expiry.
 *
 * @example takeSessionEnd(window.sessionStorage); // 'expired' | 'revoked' | undefined
 */
export function takeSessionEnd(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
): SessionEndReason | undefined {
  try {
    const reason = storage.getItem(KEY);
    storage.removeItem(KEY);
    return reason === 'expired' || reason === 'revoked' ? reason : undefined;
  } catch {
    return undefined;
  }
}
