const ALLOWED = /^(https?:|mailto:|tel:)/i;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const CONTROL_EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/**
 * The href a link cell may use, or undefined for one it must not (javascript:, data: …).
 * A route path (`/vab/table`) becomes a hash link, since the console routes by hash.
 *
 * @example
 * safeHref('/detail?id=3'); // '#/detail?id=3'
 * safeHref('javascript:alert(1)'); // undefined
 */
export function safeHref(href: string): string | undefined {
  // Read the URL as a browser does: tabs and newlines anywhere are dropped ("java\nscript:" runs)
  // and so are leading and trailing control characters and spaces.
  const trimmed = href.replace(/[\t\n\r]/g, '').replace(CONTROL_EDGES, '');
  if (trimmed === '') return undefined;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  if (trimmed.startsWith('/')) return `#${trimmed}`;
  if (trimmed.startsWith('#')) return trimmed;
  if (ALLOWED.test(trimmed)) return trimmed;
  return SCHEME.test(trimmed) ? undefined : trimmed;
}
