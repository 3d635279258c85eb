import { fieldRefusal } from './envelope';

/**
 * A text field that must not be empty: its value, or 400 naming the field. The body's schema has
 * checked that it is a string; an empty one is this check's to refuse.
 *
 * @example
 * nonEmpty(body.username, 'username'); // 'admin'
 */
export function nonEmpty(value: string | undefined, field: string): string {
  if (value === undefined || value === '') throw fieldRefusal({ [field]: `字段 ${field} 不能为空` });
  return value;
}

/**
 * Only the named fields of a body that are present, so a write takes nothing else.
 *
 * @example
 * pick({ username: 'a', email: undefined }, ['username', 'email']); // { username: 'a' }
 */
export function pick<T extends object, K extends keyof T>(
  body: T,
  fields: readonly K[],
): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const field of fields) if (body[field] !== undefined) out[field] = body[field];
  return out;
}
