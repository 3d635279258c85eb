import type { GenColumn, GenTable } from './genTypes';

type Json = Record<string, unknown>;
/** Strings by key under `page.<page>` (zh and en), added to the project's i18n files. */
export interface PageStrings {
  zh: Json;
  en: Json;
}

const TAG_COLORS = ['blue', 'green', 'orange', 'red', 'purple', 'cyan', 'grey', 'amber'];
const optionKey = (value: string) => value.replace(/[^A-Za-z0-9_]/g, '_') || '_';

function schemaOf(column: GenColumn, key: string): Json {
  const schema: Json = { type: column.jsonType, title: `${key}.fields.${column.field}` };
  if (column.format) schema.format = column.format;
  if (column.maxLength) schema.maxLength = column.maxLength;
  if (column.pattern) schema.pattern = column.pattern;
  if (column.required && column.jsonType === 'string') schema.minLength = 1;
  if (column.enumValues) schema.enum = column.enumValues;
  if (column.jsonType === 'array') schema.items = { type: 'string' };
  return schema;
}

function cellOf(column: GenColumn, key: string): unknown {
  if (column.cell === 'tag' && column.enumValues) {
    const values = column.enumValues;
    return {
      type: 'tag',
      colors: Object.fromEntries(values.map((v, i) => [v, TAG_COLORS[i % TAG_COLORS.length]])),
      labels: Object.fromEntries(values.map((v) => [v, `${key}.options.${column.field}.${optionKey(v)}`])),
    };
  }
  if (column.cell === 'datetime')
    return { type: 'datetime', format: column.format === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss' };
  if (column.cell === 'link') return { type: 'link', href: `{${column.field}}`, target: '_blank' };
  if (column.cell === 'number') {
    // A decimal shows as many places as its column keeps (numeric(10,2): 1,234.50).
    const places = /\\d\{1,(\d+)\}\)\?\$$/.exec(column.pattern ?? '')?.[1];
    return places === undefined ? 'number' : { type: 'number', decimals: Number(places) };
  }
  return column.cell;
}

function uiOf(column: GenColumn, key: string, live: GenTable | undefined): Json | undefined {
  const ui: Json = {};
  if (column.widget && column.widget !== 'number') ui['ui:widget'] = column.widget;
  if (column.enumValues && (column.widget === 'radio' || column.widget === 'select')) {
    ui['ui:enumNames'] = column.enumValues.map((v) => `${key}.options.${column.field}.${optionKey(v)}`);
  }
  if (column.ref && live) {
    // A live page's foreign key picks among the referenced table's rows, searched and paged by the
    // server through the binding (the referenced table needs no page of its own).
    ui['ui:widget'] = 'remoteSelect';
    ui['ui:options'] = { endpoint: `/${live.resource}/options/${column.field}` };
  } else if (column.ref) {
    ui['ui:options'] = {
      endpoint: `/${column.ref.resource}/getList`,
      labelField: column.ref.labelField,
      valueField: column.ref.valueField,
    };
  }
  if (column.readOnly) ui['ui:readonly'] = true;
  return Object.keys(ui).length > 0 ? ui : undefined;
}

/**
 * A live page's binding: the source and table, the key when the table has no primary key, the
 * search operators the columns chose, and the display column of each adopted relation.
 */
function bindingOf(table: GenTable): Json {
  const searched = table.columns.filter((c) => c.inSearch && c.searchOperator);
  const shownBy = table.columns.filter((c) => c.ref?.displayColumn);
  const hasKey = table.columns.some((c) => c.isPk);
  const key = table.columns.find((c) => c.field === table.rowKey)?.columnName;
  return {
    source: table.liveSource?.name,
    table: table.tableName,
    ...(!hasKey && key ? { key: [key] } : {}),
    ...(searched.length > 0
      ? {
          search: Object.fromEntries(
            searched.map((c) => [c.field, c.searchOperator === 'like' ? 'contains' : 'equal']),
          ),
        }
      : {}),
    ...(shownBy.length > 0
      ? { references: Object.fromEntries(shownBy.map((c) => [c.field, { display: c.ref?.displayColumn }])) }
      : {}),
  };
}

/**
 * The page config of a generated table as an object (valid by construction, written
 * with the yaml library): columns, search, edit form and actions with the table's permissions,
 * and the zh/en strings it names.
 *
 * @example
 * const { page, strings } = buildPage(genTable);
 */
export function buildPage(table: GenTable): { page: Json; strings: PageStrings } {
  const key = `page.${table.pageName}`;
  const columns = table.columns;
  const listed = columns.filter((c) => c.inList);
  const searched = columns.filter((c) => c.inSearch);
  const edited = columns.filter((c) => c.inEdit);
  const { read, write, delete: del } = table.permissions;
  void read;
  const live = table.options.live && table.liveSource ? table : undefined;
  const keys = columns.filter((c) => c.isPk);
  // Several key columns: a live row is named by the JSON array of their values, sent as `id`.
  const rowKey = live && keys.length > 1 ? 'id' : table.rowKey;
  const shown = (c: GenColumn) => (live && c.ref?.displayColumn ? `${c.field}Label` : c.field);
  const page: Json = {
    kind: 'crud',
    title: `${key}.title`,
    resource: table.resource,
    provider: 'envelope',
    ...(live ? { binding: bindingOf(live) } : {}),
    rowKey,
    pageSize: table.pageSize,
    columns: [
      ...listed.map((c) => {
        // A foreign key with an adopted display column shows that column, sent beside the id.
        const column: Json = { field: shown(c), title: `${key}.fields.${c.field}` };
        const cell = cellOf(c, key);
        if (cell !== 'text') column.cell = cell;
        if (c.width) column.width = c.width;
        if (c.sortable && shown(c) === c.field) column.sortable = true;
        return column;
      }),
      {
        field: rowKey,
        title: `${key}.fields.actions`,
        cell: 'actions',
        fixed: 'right',
        permission: [write, del],
      },
    ],
  };
  if (searched.length > 0) {
    page.search = {
      schema: {
        type: 'object',
        properties: Object.fromEntries(
          searched.map((c) => [c.field, schemaOf({ ...c, required: false }, key)]),
        ),
      },
    };
  }
  if (edited.length > 0) {
    const required = edited.filter((c) => c.required).map((c) => c.field);
    const ui = Object.fromEntries(
      edited.flatMap((c) => {
        const entry = uiOf(c, key, live);
        return entry ? [[c.field, entry]] : [];
      }),
    );
    page.edit = {
      mode: table.edit.mode,
      ...(table.edit.width ? { width: table.edit.width } : {}),
      schema: {
        type: 'object',
        ...(required.length > 0 ? { required } : {}),
        properties: Object.fromEntries(edited.map((c) => [c.field, schemaOf(c, key)])),
      },
      uiSchema: { 'ui:order': edited.map((c) => c.field), ...ui },
    };
  }
  page.actions = {
    toolbar: [
      { name: 'refresh', icon: 'refresh' },
      ...(edited.length > 0 ? [{ name: 'create', icon: 'plus', permission: [write] }] : []),
    ],
    row: [
      ...(edited.length > 0 ? [{ name: 'edit', permission: [write] }] : []),
      { name: 'delete', permission: [del] },
    ],
  };
  const stringsIn = (lang: 'zh' | 'en'): Json => {
    const options: Json = {};
    for (const c of columns) {
      if (!c.enumValues) continue;
      options[c.field] = Object.fromEntries(c.enumValues.map((v) => [optionKey(v), v]));
    }
    return {
      title: lang === 'zh' ? table.titleZh : table.titleEn,
      fields: {
        ...Object.fromEntries(columns.map((c) => [c.field, lang === 'zh' ? c.titleZh : c.titleEn])),
        actions: lang === 'zh' ? '操作' : 'Actions',
      },
      ...(Object.keys(options).length > 0 ? { options } : {}),
    };
  };
  return { page, strings: { zh: stringsIn('zh'), en: stringsIn('en') } };
}
