/**
 * The filter values worth sending: search forms leave empty strings and undefined behind for
 * fields nobody filled in, and sending them would filter for "empty".
 *
 * @example
 * listFilter({ title: 'vue', author: '', status: undefined }); // { title: 'vue' }
 */
export function listFilter(filter: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}
