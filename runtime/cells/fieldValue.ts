/**
 * The value at a column's dot path (`author.name`); undefined when any step is missing.
 *
 * @example
 * fieldValue({ author: { name: '王芳' } }, 'author.name'); // '王芳'
 */
export function fieldValue(row: Record<string, unknown>, path: string): unknown {
  let current: unknown = row;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}
