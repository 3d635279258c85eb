import { parse } from 'yaml';
import { hashText, readProjectFile } from '../../project/server/projectFiles';
import { mergeStrings } from '../../server/yamlMerge';
import { type PageForm, type PageFormKind, readPageForm, writePageForm } from './pageForm';

type Flat = Record<string, string>;
type Json = Record<string, unknown>;

/** Where a designer form goes (forms.target). */
export interface FormTarget {
  type: 'page-edit' | 'page-search' | 'form-page';
  page: string;
}

export const KIND_OF_TARGET: Record<FormTarget['type'], PageFormKind> = {
  'page-edit': 'edit',
  'page-search': 'search',
  'form-page': 'form',
};

/** A file the form's apply would write, with the text it replaces (null: the file is new). */
export interface FormFile {
  path: string;
  mode: 'replace';
  content: string;
  before: string | null;
  baseHash: string | null;
  status: 'changed' | 'unchanged';
}

/** An i18n file's strings by dotted key (`field.username` → 用户名). */
export function flatStrings(text: string | undefined): Flat {
  const out: Flat = {};
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') out[path.join('.')] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
  };
  walk(text ? parse(text) : {}, []);
  return out;
}

/** Dotted keys back to nested maps, the shape mergeStrings takes. */
function nest(flat: Flat): Json {
  const out: Json = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let at = out;
    for (const part of parts.slice(0, -1)) {
      if (typeof at[part] !== 'object' || at[part] === null) at[part] = {};
      at = at[part] as Json;
    }
    at[parts.at(-1) as string] = text;
  }
  return out;
}

/** Every string a form uses that the table knows: titles, help, placeholders, enum names. */
export function stringsUsed(form: PageForm, table: Flat): Flat {
  const out: Flat = {};
  const walk = (value: unknown) => {
    if (typeof value === 'string' && value in table) out[value] = table[value] as string;
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(form.schema);
  walk(form.uiSchema);
  return out;
}

const pagePath = (page: string) => `config/pages/${page}.yaml`;

/** The form of a project's page and the texts of the keys it uses (zh, en). */
export function readTargetForm(root: string, target: FormTarget) {
  const text = readProjectFile(root, pagePath(target.page));
  if (text === undefined) return undefined;
  const form = readPageForm(text, KIND_OF_TARGET[target.type]);
  if (!form) return undefined;
  const zh = flatStrings(readProjectFile(root, 'config/i18n/zh.yaml'));
  const en = flatStrings(readProjectFile(root, 'config/i18n/en.yaml'));
  const title = (parse(text) as { title?: unknown } | null)?.title;
  const prefix =
    typeof title === 'string' && /^page\.[\w$-]+\.title$/.test(title)
      ? title.slice(0, -'.title'.length)
      : `page.${target.page}`;
  return {
    form,
    strings: { zh: stringsUsed(form, zh), en: stringsUsed(form, en) },
    prefix,
    baseHash: hashText(text),
  };
}

/**
 * The files applying a designer form changes (应用到页面): the page file with the form
 * replaced (yaml Document API, untouched lines byte-identical) and the zh/en tables with the
 * form's texts merged in. Each carries the hash of the text it was built from, for apply's check.
 *
 * @example
 * const files = formFiles(root, { type: 'page-edit', page: 'users' }, form, strings);
 */
export function formFiles(
  root: string,
  target: FormTarget,
  form: PageForm,
  strings: { zh: Flat; en: Flat },
): FormFile[] {
  const file = (path: string, before: string | undefined, content: string): FormFile => ({
    path,
    mode: 'replace',
    content,
    before: before ?? null,
    baseHash: before === undefined ? null : hashText(before),
    status: content === before ? 'unchanged' : 'changed',
  });
  const page = readProjectFile(root, pagePath(target.page));
  if (page === undefined) throw new Error(`the project has no page '${target.page}'`);
  const files = [file(pagePath(target.page), page, writePageForm(page, KIND_OF_TARGET[target.type], form))];
  const keys = [...new Set([...Object.keys(strings.zh), ...Object.keys(strings.en)])];
  for (const lang of ['zh', 'en'] as const) {
    const other = lang === 'zh' ? 'en' : 'zh';
    const path = `config/i18n/${lang}.yaml`;
    const text = readProjectFile(root, path) ?? '';
    const known = flatStrings(text);
    // Both tables must hold the same keys: a text given in one language only stands in the other.
    const wanted = keys.map((k) => [k, strings[lang][k] || strings[other][k] || ''] as const);
    const changed = Object.fromEntries(wanted.filter(([k, v]) => v !== '' && known[k] !== v));
    files.push(file(path, text, Object.keys(changed).length > 0 ? mergeStrings(text, nest(changed)) : text));
  }
  return files;
}
