type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The uiSchema of the edit form for a new or an existing record: fields marked
 * `ui:options.createOnly` (a new user's password) are hidden when editing. The schema itself is
 * never changed, so the validator precompiled for it at build time still applies.
 *
 * @example editUiSchema({ password: { 'ui:options': { createOnly: true } } }, false).password['ui:widget'] // 'hidden'
 */
export function editUiSchema(uiSchema: Json | undefined, creating: boolean): Json {
  const source = uiSchema ?? {};
  if (creating) return source;
  const out: Json = {};
  for (const [key, value] of Object.entries(source)) {
    if (key.startsWith('ui:') || !isObject(value)) {
      out[key] = value;
      continue;
    }
    const options = value['ui:options'];
    out[key] =
      isObject(options) && options.createOnly === true
        ? { ...value, 'ui:widget': 'hidden' }
        : editUiSchema(value, false);
  }
  return out;
}

/** Names of the fields hidden on edit, at the top level. */
export function createOnlyFields(uiSchema: Json | undefined): string[] {
  return Object.entries(uiSchema ?? {})
    .filter(
      ([key, value]) =>
        !key.startsWith('ui:') &&
        isObject(value) &&
        isObject(value['ui:options']) &&
        value['ui:options'].createOnly === true,
    )
    .map(([key]) => key);
}

/**
 * The form's starting values for a record: only the fields the schema declares (a tree row's
 * `children` or server-made fields would fail validation or be refused by the back end), minus
 * create-only fields, and without nulls (a JSON Schema string field rejects null).
 *
 * @example formDataOf(schema, { id: 3, username: 'ann', children: [] }, ['password']) // { username: 'ann' }
 */
export function formDataOf(schema: object, record: Json, hidden: readonly string[] = []): Json {
  const declared = (schema as Json).properties;
  const properties = isObject(declared) ? declared : {};
  const out: Json = {};
  for (const key of Object.keys(properties)) {
    const value = record[key];
    if (value === undefined || value === null || hidden.includes(key)) continue;
    const sub = properties[key];
    out[key] = isObject(sub) && sub.type === 'object' && isObject(value) ? formDataOf(sub, value) : value;
  }
  return out;
}
