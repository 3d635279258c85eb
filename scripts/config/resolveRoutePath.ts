const externalPattern = /^(?:https?:|mailto:|tel:|\/\/)/i;

/**
 * true for links that leave the console: http:, https:, mailto:, tel: and protocol-relative //.
 *
 * @example
 * isExternalPath('https://example.com'); // true
 * isExternalPath('/index'); // false
 */
export function isExternalPath(path: string): boolean {
  return externalPattern.test(path);
}

/**
 * The full path of a route: an absolute or external path is kept as written; a relative one
 * is joined to its parent's full path (to `/` at the top level); an empty one is the parent's path.
 *
 * @example
 * resolveRoutePath('/user_center', 'userManagement'); // '/user_center/userManagement'
 * resolveRoutePath('/user_center', '/about'); // '/about'
 * resolveRoutePath('/user_center', 'https://example.com'); // 'https://example.com'
 */
export function resolveRoutePath(parentPath: string | undefined, path: string): string {
  if (isExternalPath(path) || path.startsWith('/')) return path;
  const base = (parentPath ?? '/').replace(/\/+$/, '');
  return path === '' ? base || '/' : `${base}/${path}`;
}
