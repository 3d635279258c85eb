/** A path into parsed data: object keys and array indexes, as ajv's instancePath names them. */
export type PathSegment = string | number;

/**
 * Splits an RFC 6901 JSON pointer (ajv's `instancePath`) into segments, unescaping `~1` and `~0`.
 * Numeric segments stay strings: the YAML walk matches them against sequence indexes itself.
 *
 * @example
 * parsePointer('/routes/0/meta/a~1b'); // ['routes', '0', 'meta', 'a/b']
 */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * Renders a path the way a person reads it in a message: `routes[0].meta.hidden`.
 *
 * @example
 * describePath(['routes', 0, 'meta', 'hiden']); // 'routes[0].meta.hiden'
 */
export function describePath(path: readonly PathSegment[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number' || /^\d+$/.test(seg)) out += `[${seg}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(seg)) out += out ? `.${seg}` : seg;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}
