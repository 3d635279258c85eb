import path from 'node:path';

/**
 * The file a URL path names inside `root`, or undefined when it names none there: the one check
 * every path a browser sends to `jimu dev` passes before a file is opened. Percent escapes are
 * decoded once, then `.` and `..` are resolved as a URL's are, never above `root`; a path that
 * does not decode, holds a NUL or a backslash on Windows, or is `root` itself names nothing.
 *
 * @example resolveInside('/srv/build', '/static/main-AB12.js'); // '/srv/build/static/main-AB12.js'
 * resolveInside('/srv/build', '/%2e%2e/%2e%2e/etc/passwd'); // '/srv/build/etc/passwd'
 */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || (path.sep === '\\' && decoded.includes('\\'))) return undefined;
  const base = path.resolve(root);
  const file = path.resolve(base, `.${path.posix.normalize(`/${decoded}`)}`);
  return file.startsWith(base + path.sep) ? file : undefined;
}
