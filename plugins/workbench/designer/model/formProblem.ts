import { KEY_PATTERN } from './formOps';

/** Why the server (and the designer before it) refuses a form: which field, a code, and where. */
export interface FormProblem {
  field: 'name' | 'schema' | 'uiSchema';
  code: 'required' | 'invalid' | 'key';
  message: string;
  /** The property path of a bad key (`address.1city`). */
  path?: string;
}

type Row = Record<string, unknown>;
const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The first property key, at any depth, that is not a valid field name. */
function badKey(schema: Row, path: string[] = []): string | undefined {
  const props = isObject(schema.properties) ? schema.properties : {};
  for (const [key, inner] of Object.entries(props)) {
    if (!KEY_PATTERN.test(key)) return [...path, key].join('.');
    if (!isObject(inner)) continue;
    const deeper =
      badKey(inner, [...path, key]) ??
      (isObject(inner.items) ? badKey(inner.items, [...path, key]) : undefined);
    if (deeper) return deeper;
  }
  return undefined;
}

/**
 * The rule a saved form must keep: a name, a schema of `type: object`, a uiSchema object,
 * and field keys matching `^[A-Za-z_$][A-Za-z0-9_$]*$` at every depth. One dependency-free rule
 * shared by the designer and the mock server, so the two cannot drift.
 *
 * @example formProblem({ name: 'x', schema: { type: 'object', properties: { '1a': {} } } })?.path; // '1a'
 */
export function formProblem(form: Row): FormProblem | undefined {
  if (typeof form.name !== 'string' || form.name.trim() === '' || form.name.length > 64)
    return { field: 'name', code: 'required', message: '表单名称必填（最多 64 个字符）' };
  if (!isObject(form.schema) || form.schema.type !== 'object')
    return { field: 'schema', code: 'invalid', message: 'schema 必须是 type: object 的 JSON Schema' };
  if (form.uiSchema !== undefined && !isObject(form.uiSchema))
    return { field: 'uiSchema', code: 'invalid', message: 'uiSchema 必须是对象' };
  const path = badKey(form.schema);
  if (path)
    return {
      field: 'schema',
      code: 'key',
      path,
      message: `字段名 ${path} 无效：须以字母、_ 或 $ 开头，只含字母、数字、_、$`,
    };
  return undefined;
}
