import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Translate } from './createErrorTransformer';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown, t: Translate) => (typeof value === 'string' && value ? t(value) : value);

/** Keys of a schema whose values are schemas or lists/maps of schemas. */
const SCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'];
const SCHEMA_LISTS = ['oneOf', 'anyOf', 'allOf', 'items'];
const SCHEMA_ONES = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];

/**
 * A copy of `schema` with every `title` and `description` translated (they are i18n keys in page
 * configs), through nested properties, items, oneOf/anyOf/allOf and definitions. For display outside
 * a form (column headers, detail views): SchemaForm itself translates while rendering, because a
 * precompiled validator only accepts the very schema it was compiled from.
 *
 * @example translateSchema({ type: 'object', title: 'page.users.title' }, t); // { …, title: '用户管理' }
 */
export function translateSchema<S extends RJSFSchema>(schema: S, t: Translate): S {
  const out: Json = { ...schema };
  for (const key of ['title', 'description']) if (key in out) out[key] = text(out[key], t);
  for (const key of SCHEMA_MAPS) {
    const map = out[key];
    if (isObject(map))
      out[key] = Object.fromEntries(
        Object.entries(map).map(([k, v]) => [k, isObject(v) ? translateSchema(v, t) : v]),
      );
  }
  for (const key of SCHEMA_LISTS) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map((v) => (isObject(v) ? translateSchema(v, t) : v));
  }
  for (const key of SCHEMA_ONES) {
    if (isObject(out[key])) out[key] = translateSchema(out[key], t);
  }
  return out as S;
}

const UI_TEXT_KEYS = ['ui:title', 'ui:description', 'ui:help', 'ui:placeholder'];

/**
 * A copy of `uiSchema` with its texts translated: `ui:title`, `ui:description`, `ui:help`,
 * `ui:placeholder`, `ui:enumNames`, the same inside `ui:options`, for every field and array item.
 *
 * @example translateUiSchema({ name: { 'ui:help': 'page.users.nameHelp' } }, t);
 */
export function translateUiSchema<U extends UiSchema>(uiSchema: U, t: Translate): U {
  const out: Json = {};
  for (const [key, value] of Object.entries(uiSchema)) {
    if (UI_TEXT_KEYS.includes(key)) out[key] = text(value, t);
    else if (key === 'ui:enumNames' && Array.isArray(value)) out[key] = value.map((v) => text(v, t));
    else if (key === 'ui:options' && isObject(value)) out[key] = translateOptions(value, t);
    else if (!key.startsWith('ui:') && isObject(value)) out[key] = translateUiSchema(value, t);
    else out[key] = value;
  }
  return out as U;
}

/** `ui:options` holds the same texts with their keys unprefixed. */
function translateOptions(options: Json, t: Translate): Json {
  return Object.fromEntries(
    Object.entries(options).map(([key, value]) => {
      if (UI_TEXT_KEYS.includes(`ui:${key}`)) return [key, text(value, t)];
      if (key === 'enumNames' && Array.isArray(value)) return [key, value.map((v) => text(v, t))];
      return [key, value];
    }),
  );
}
