/** The login screen's path. */
export const LOGIN_PATH = '/login';

/**
 * Where to send a visitor who must log in: `/login?redirect=<target>`
 * when route recording is on and the target is worth returning to, else plain `/login`.
 * The target is the full path, query included, encoded as one query value.
 *
 * @example
 * loginRedirect('/vab/table?page=2', true); // '/login?redirect=%2Fvab%2Ftable%3Fpage%3D2'
 * loginRedirect('/', true); // '/login'
 * loginRedirect('/vab/table', false); // '/login'
 */
export function loginRedirect(target: string, recordRoute: boolean): string {
  const pathname = target.split(/[?#]/, 1)[0];
  // Returning to '/' (or to login itself) is where login goes anyway: no query to carry.
  if (!recordRoute || target === '' || target === '/' || pathname === LOGIN_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: target })}`;
}
