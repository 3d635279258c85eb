import { type FormDoc, type FormNode, isJson, type Json } from './formTypes';

type Lang = 'zh' | 'en';

/** `field.username`, `page.users.fields.name`: a dotted name, not text a person wrote. */
export const isI18nKey = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z_$][\w$-]*(\.[\w$-]+)+$/.test(value);

/** The text of an i18n key in one language; literal text is its own text. */
export function textOf(doc: FormDoc, value: unknown, lang: Lang): string {
  if (typeof value !== 'string') return '';
  if (!isI18nKey(value)) return value;
  return doc.strings[lang][value] ?? '';
}

/** Texts a node carries: schema title/description, uiSchema help/placeholder. */
export type TextSlot = 'title' | 'description' | 'ui:help' | 'ui:placeholder';
const SUFFIX: Record<TextSlot, string> = {
  title: '',
  description: 'Description',
  'ui:help': 'Help',
  'ui:placeholder': 'Placeholder',
};

const read = (node: FormNode, slot: TextSlot) => (slot.startsWith('ui:') ? node.ui[slot] : node.schema[slot]);

/**
 * Sets one language's text of a node's title (or help, placeholder, description). The node keeps
 * its i18n key (`field.username` changes for every page using it); a node without one, or with
 * literal text, gets `<prefix>.fields.<key>` and the literal becomes the other language's text.
 * An empty text in both languages removes the slot.
 *
 * @example setText(doc, nodeId, 'title', 'en', 'Title');
 */
export function setText(doc: FormDoc, nodeId: string, slot: TextSlot, lang: Lang, text: string): FormDoc {
  const next = structuredClone(doc);
  const find = (list: FormNode[]): FormNode | undefined =>
    list.reduce<FormNode | undefined>(
      (hit, n) => hit ?? (n.id === nodeId ? n : find(n.children ?? [])),
      undefined,
    );
  const node = find(next.nodes);
  if (!node) return doc;
  const current = read(node, slot);
  const other: Lang = lang === 'zh' ? 'en' : 'zh';
  let key = isI18nKey(current) ? current : `${next.prefix}.fields.${node.key}${SUFFIX[slot]}`;
  if (!isI18nKey(current) && typeof current === 'string' && current !== '')
    next.strings[other][key] ??= current;
  if (!isI18nKey(current) && text === '' && !current) return doc;
  next.strings[lang][key] = text;
  if (text === '' && !next.strings[other][key]) {
    delete next.strings[lang][key];
    delete next.strings[other][key];
    key = '';
  }
  const target = slot.startsWith('ui:') ? node.ui : node.schema;
  if (key === '') delete target[slot];
  else target[slot] = key;
  return next;
}

/** One choice of an enum field: the value and its label in both languages. */
export interface OptionRow {
  value: string;
  zh: string;
  en: string;
}

/** Where a field's enum lives: on itself, or on its items (checkboxes, a multi-select). */
const enumHolder = (node: FormNode): Json => {
  const items = node.schema.items;
  return node.schema.type === 'array' && isJson(items) ? items : node.schema;
};

/** A field's choices with their labels (`ui:enumNames` keys resolved), or [] when it has no enum. */
export function optionsOf(doc: FormDoc, node: FormNode): OptionRow[] {
  const values = enumHolder(node).enum;
  if (!Array.isArray(values)) return [];
  const names: unknown[] = Array.isArray(node.ui['ui:enumNames']) ? node.ui['ui:enumNames'] : [];
  return values.map((value, i) => ({
    value: String(value),
    zh: textOf(doc, names[i], 'zh'),
    en: textOf(doc, names[i], 'en'),
  }));
}

/**
 * Replaces a field's choices: values typed as the field's type, labels as i18n keys
 * (`<prefix>.options.<key>.<value>` for new ones; a value kept keeps its key).
 *
 * @example setOptions(doc, id, [{ value: 'on', zh: '开', en: 'On' }]);
 */
export function setOptions(doc: FormDoc, nodeId: string, rows: OptionRow[]): FormDoc {
  const next = structuredClone(doc);
  const find = (list: FormNode[]): FormNode | undefined =>
    list.reduce<FormNode | undefined>(
      (hit, n) => hit ?? (n.id === nodeId ? n : find(n.children ?? [])),
      undefined,
    );
  const node = find(next.nodes);
  if (!node) return doc;
  const holder = enumHolder(node);
  const numeric = holder.type === 'number' || holder.type === 'integer';
  const oldValues = Array.isArray(holder.enum) ? holder.enum.map(String) : [];
  const oldNames: unknown[] = Array.isArray(node.ui['ui:enumNames']) ? node.ui['ui:enumNames'] : [];
  holder.enum = rows.map((r) =>
    numeric && r.value.trim() !== '' && !Number.isNaN(Number(r.value)) ? Number(r.value) : r.value,
  );
  const labelled = rows.some((r) => r.zh !== '' || r.en !== '');
  if (!labelled && oldNames.length === 0) return next;
  node.ui['ui:enumNames'] = rows.map((row) => {
    const before = oldNames[oldValues.indexOf(row.value)];
    const key = isI18nKey(before)
      ? before
      : `${next.prefix}.options.${node.key}.${row.value.replace(/[^\w$-]/g, '_') || 'empty'}`;
    next.strings.zh[key] = row.zh;
    next.strings.en[key] = row.en;
    return key;
  });
  return next;
}
