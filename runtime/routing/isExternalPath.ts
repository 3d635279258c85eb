const EXTERNAL = /^(?:https?:|mailto:|tel:|\/\/)/i;

/**
 * Whether a route path is an external link that routing must leave untouched:
 * http:, https:, mailto:, tel: or protocol-relative `//`.
 *
 * @example
 * isExternalPath('https://example.com'); // true
 * isExternalPath('/vab/table'); // false
 */
export function isExternalPath(path: string): boolean {
  return EXTERNAL.test(path);
}
