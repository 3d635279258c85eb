import { fieldRefusal } from './envelope';

type Row = Record<string, unknown>;

/**
 * A required, non-empty string field of a body; 400 naming the field otherwise.
 *
 * @example
 * requireString(req.body, 'username'); // 'admin'
 */
export function requireString(body: unknown, field: string): string {
  const value = (body as Row | null)?.[field];
  if (value === undefined || value === null || value === '')
    throw fieldRefusal({ [field]: `字段 ${field} 不能为空` });
  if (typeof value !== 'string') throw fieldRefusal({ [field]: `字段 ${field} 应为 string` });
  return value;
}

/**
 * Only the named fields of a body, so a caller cannot slip in others (`roles` at registration).
 *
 * @example
 * pick({ username: 'a', roles: ['Admin'] }, ['username']); // { username: 'a' }
 */
export function pick(body: unknown, fields: string[]): Row {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw fieldRefusal({ $: '请求体应为 JSON 对象' });
  const out: Row = {};
  for (const field of fields) if ((body as Row)[field] !== undefined) out[field] = (body as Row)[field];
  return out;
}
