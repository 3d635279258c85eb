const SCALAR = new Set(['string', 'number', 'boolean', 'bigint']);

/** encodeURIComponent leaves these as they are; qs (RFC 3986) encodes them. */
const encodeValue = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Writes a flat object (string, number, boolean or bigint values; null and undefined left out) as a
 * query string exactly as `qs.stringify(params, qsStringifyOptions)` would, so the common list
 * request (page, size, a few filters) does not need to download qs and its helpers. Returns
 * undefined for anything qs must handle: nested objects, arrays, dates, unpaired surrogates.
 *
 * @example
 * stringifyFlat({ pageNo: 1, title: '积木 (1)', gone: null }); // 'pageNo=1&title=%E7%A7%AF%E6%9C%A8%20%281%29'
 * stringifyFlat({ ids: [1, 2] }); // undefined: qs writes it
 */
export function stringifyFlat(params: Record<string, unknown>): string | undefined {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    if (!SCALAR.has(typeof value)) return undefined;
    try {
      parts.push(`${key}=${encodeValue(String(value))}`);
    } catch {
      return undefined;
    }
  }
  return parts.join('&');
}
