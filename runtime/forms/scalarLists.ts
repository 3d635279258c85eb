import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Translate } from './createErrorTransformer';
import type { FormTexts } from './formTexts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The class of one entry of a list of values: a compact row, its label kept for screen readers only. */
export const LIST_ENTRY_CLASS = 'jimu-form-list-entry';

/** A local `$ref` (`#/definitions/X`) resolved against the root; anything else as it is. */
function resolve(root: Json, node: unknown, seen = new Set<string>()): Json | undefined {
  if (!isObject(node)) return undefined;
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/') || seen.has(ref)) return node;
  seen.add(ref);
  let target: unknown = root;
  for (const part of ref.slice(2).split('/')) target = isObject(target) ? target[part] : undefined;
  return resolve(root, target, seen);
}

const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** A schema whose value is one plain value: a type of its own, an enum or a const. */
const isScalar = (schema: Json): boolean => {
  if (Array.isArray(schema.enum) || 'const' in schema) return true;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.length > 0 && types.every((type) => typeof type === 'string' && SCALARS.has(type));
};

/** The branches of a choice between plain values (`anyOf: [{type: integer}, {type: string}]`). */
function scalarBranches(root: Json, schema: Json): Json[] | undefined {
  const list = schema.anyOf ?? schema.oneOf;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const branches = list.map((branch) => resolve(root, branch));
  return branches.every((b): b is Json => b !== undefined && isScalar(b)) ? branches : undefined;
}

/**
 * The branches of a choice between a group of settings and plain values (app.yaml's
 * `notices: { inbox, read, clear } | false`), each named by its kind too.
 */
function settingsOrValues(root: Json, schema: Json): Json[] | undefined {
  const list = schema.anyOf ?? schema.oneOf;
  if (!Array.isArray(list) || list.length < 2) return undefined;
  const branches = list.map((branch) => resolve(root, branch));
  const settings = (b: Json) => b.type === 'object' || isObject(b.properties);
  return branches.every((b): b is Json => b !== undefined && (isScalar(b) || settings(b))) &&
    branches.some((b) => b !== undefined && settings(b))
    ? branches
    : undefined;
}

/** What a person calls a branch's kind of value, for the choice beside each entry. */
function kindLabel(branch: Json, texts: FormTexts): string | undefined {
  if (typeof branch.title === 'string') return undefined;
  const type = Array.isArray(branch.type) ? branch.type[0] : branch.type;
  if ('const' in branch) {
    if (typeof branch.const === 'boolean') return branch.const ? texts.yes : texts.no;
    return String(branch.const);
  }
  if (Array.isArray(branch.enum)) return texts.kindChoice;
  if (type === 'object' || isObject(branch.properties)) return texts.kindSettings;
  if (type === 'integer' || type === 'number') return texts.kindNumber;
  if (type === 'boolean') return texts.kindBoolean;
  if (type === 'string') return texts.kindText;
  return undefined;
}

/**
 * The uiSchema of a choice between plain values: each branch named by its kind (数字, 文本) instead
 * of rjsf's `Option 1`; the field of the chosen kind draws no label of its own (the choice's names
 * its input).
 */
const choiceUi = (branches: Json[], texts: FormTexts) =>
  branches.map((branch) => {
    const label = kindLabel(branch, texts);
    return label ? { 'ui:title': label, 'ui:label': false } : { 'ui:label': false };
  });

/**
 * Whether a field whose value may be of several kinds chooses only between plain values (its
 * choice and its input then sit on one row).
 *
 * @example isScalarChoice({ anyOf: [{ type: 'integer' }, { type: 'string' }] }); // true
 */
export const isScalarChoice = (schema: RJSFSchema): boolean =>
  scalarBranches(schema as Json, schema as Json) !== undefined;

/**
 * The uiSchema of the entries of a list of plain values, each entry named `<list> <n>`: the
 * name is read by screen readers but not shown (the list's title is), and a choice between kinds
 * of value (a number or a text) is offered by the name of the kind.
 */
function entryUi(
  given: unknown,
  listLabel: string,
  branches: Json[] | undefined,
  anyOf: boolean,
  texts: FormTexts,
): (item: unknown, index: number) => UiSchema {
  const base = isObject(given) ? given : {};
  const options = isObject(base['ui:options']) ? base['ui:options'] : {};
  const choice = branches ? choiceUi(branches, texts) : undefined;
  return (_item, index) => ({
    ...base,
    'ui:title': `${listLabel} ${index + 1}`,
    'ui:classNames': [base['ui:classNames'], LIST_ENTRY_CLASS].filter(Boolean).join(' '),
    'ui:options': { ...options, hiddenLabel: true },
    ...(choice ? { [anyOf ? 'anyOf' : 'oneOf']: choice } : {}),
  });
}

/**
 * The uiSchema a form renders with: `uiSchema`, and for every list of plain values in `schema`
 * (an array whose items are a string, a number, an enum, or a choice between such — app.yaml's
 * `successCodes`), entries drawn as compact rows a person adds, removes and moves, each a select or
 * an input as its item schema says, without rjsf's generated `successCodes-1` titles or its
 * `Option 1` choice labels; and a field that chooses between plain values (a path, or `false`)
 * names each kind the same way. Lists of enum values with `uniqueItems` stay one multi-select, and a
 * list whose items already have a uiSchema function is left alone. The schema itself is not
 * changed: a precompiled validator accepts only the schema it was compiled from.
 *
 * @example
 * scalarListUiSchema({ type: 'object', properties: { codes: { type: 'array', items: { type: 'integer' } } } }, {}, t, texts);
 * // { codes: { items: (item, index) => ({ 'ui:title': 'codes 1', … }) } }
 */
export function scalarListUiSchema(schema: RJSFSchema, uiSchema: UiSchema, t: Translate, texts: FormTexts) {
  const root = schema as Json;
  const walk = (node: unknown, ui: Json, name: string, depth: number): Json => {
    const resolved = resolve(root, node);
    if (!resolved || depth > 12) return ui;
    if (resolved.type === 'array' && isObject(resolved.items) && typeof ui.items !== 'function') {
      const items = resolve(root, resolved.items) ?? {};
      const branches = scalarBranches(root, items);
      const multiSelect = resolved.uniqueItems === true && Array.isArray(items.enum);
      if ((isScalar(items) || branches) && !multiSelect) {
        const title = (typeof ui['ui:title'] === 'string' && ui['ui:title']) || resolved.title;
        const label = typeof title === 'string' && title ? t(title) : name;
        return { ...ui, items: entryUi(ui.items, label, branches, 'anyOf' in items, texts) };
      }
    }
    const branches = scalarBranches(root, resolved) ?? settingsOrValues(root, resolved);
    if (branches) {
      const key = 'anyOf' in resolved ? 'anyOf' : 'oneOf';
      return key in ui ? ui : { ...ui, [key]: choiceUi(branches, texts) };
    }
    if (!isObject(resolved.properties)) return ui;
    const out: Json = { ...ui };
    for (const [key, child] of Object.entries(resolved.properties)) {
      const given = isObject(ui[key]) ? ui[key] : {};
      const next = walk(child, given, key, depth + 1);
      if (next !== given) out[key] = next;
    }
    return out;
  };
  return walk(root, uiSchema as Json, '', 0) as UiSchema;
}
