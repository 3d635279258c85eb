/**
 * Narrowing helpers for data that has not been proven valid yet: every cross check reads config
 * through them, so a wrong type anywhere is skipped (the schema already reported it), never thrown.
 *
 * @example
 * const meta = isRecord(route) ? route.meta : undefined;
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The value if it is an array, else an empty one.
 *
 * @example
 * for (const child of arrayOf(route.children)) visit(child);
 */
export function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * The value if it is a non-empty string.
 *
 * @example
 * const name = stringOf(route.name); // string | undefined
 */
export function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * The own entries of a record (empty for anything else).
 *
 * @example
 * for (const [role, def] of entriesOf(permissions.roles)) check(role, def);
 */
export function entriesOf(value: unknown): Array<[string, unknown]> {
  return isRecord(value) ? Object.entries(value) : [];
}
