/**
 * The value at a dot path of a record (`author.name`); undefined when any step is missing.
 *
 * @example valueAt({ meta: { title: 'x' } }, 'meta.title') // 'x'
 */
export function valueAt(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}
