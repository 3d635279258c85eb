import { childrenOf, freeKey } from './formOps';
import type { FormDoc, FormNode, FormStrings, Json } from './formTypes';
import { fromJimu, nodeFrom } from './fromJimu';

/**
 * A piece of a form a material (or a paste) brings (form fragments and widget presets):
 * one field `{ name, required?, schema, uiSchema? }`, or a whole form
 * `{ schema: { type: object, properties, required? }, uiSchema? }` whose fields are inserted
 * without a wrapper (x-render #917). `strings` adds the texts of its i18n keys.
 */
export type FormFragment =
  | { name: string; required?: boolean; schema: Json; uiSchema?: Json; strings?: Partial<FormStrings> }
  | { schema: Json & { properties: Json }; uiSchema?: Json; strings?: Partial<FormStrings> };

const LANGUAGES: readonly (keyof FormStrings)[] = ['zh', 'en'];
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Is this value a form fragment insertFragment takes? (a material's parsed content, say) */
export function isFormFragment(value: unknown): value is FormFragment {
  if (!isObject(value) || !isObject(value.schema)) return false;
  if (typeof value.name === 'string') return true;
  return value.schema.type === 'object' && isObject(value.schema.properties);
}

/**
 * Inserts a fragment into a designer document at a container and index (default: the end of the
 * form). A key already taken there becomes `key2`, `key3` …; the fragment's texts are added
 * without overwriting texts the form has. Answers the new document and the inserted nodes' ids.
 * Throws when the value is not a fragment.
 *
 * @example
 * const { doc: next, ids } = insertFragment(doc, YAML.parse(material.content));
 */
export function insertFragment(
  doc: FormDoc,
  fragment: FormFragment,
  at: { parentId?: string; index?: number } = {},
): { doc: FormDoc; ids: string[] } {
  if (!isFormFragment(fragment))
    throw new Error('not a form fragment: needs {name, schema} or {schema: {type: object, properties}}');
  const next = structuredClone(doc);
  const nodes: FormNode[] =
    'name' in fragment
      ? [
          {
            ...nodeFrom(fragment.name, fragment.schema, fragment.uiSchema ?? {}),
            required: fragment.required === true,
          },
        ]
      : fromJimu(
          { schema: fragment.schema, uiSchema: fragment.uiSchema ?? {} },
          { zh: {}, en: {} },
          doc.prefix,
        ).nodes;
  const list = childrenOf(next, at.parentId);
  let index = at.index ?? list.length;
  for (const node of nodes) {
    const key = freeKey(list, node.key);
    list.splice(index++, 0, { ...node, key, hadUi: undefined });
  }
  for (const lang of LANGUAGES)
    for (const [key, text] of Object.entries(fragment.strings?.[lang] ?? {}))
      next.strings[lang][key] ??= text;
  return { doc: next, ids: nodes.map((n) => n.id) };
}
