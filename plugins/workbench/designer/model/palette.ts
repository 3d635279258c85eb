import type { FormNode, Json } from './formTypes';
import { newNodeId } from './fromJimu';

/** 输入: value widgets of the Semi rjsf theme; 布局: containers and notes; 插件控件: registry widgets. */
export type PaletteGroup = 'input' | 'layout' | 'plugin';

/** One entry of the palette: what it adds to the canvas. */
export interface PaletteItem {
  id: string;
  group: PaletteGroup;
  /** The i18n key of its label (input and layout), or the widget's name (plugin). */
  label: string;
  key: string;
  kind: FormNode['kind'];
  schema: Json;
  ui: Json;
}

const CHOICES = ['a', 'b'];
const input = (id: string, key: string, schema: Json, ui: Json = {}): PaletteItem => ({
  id,
  group: 'input',
  label: `workbench.designer.widget.${id}`,
  key,
  kind: 'field',
  schema,
  ui,
});

/**
 * The widgets of the Semi rjsf theme (runtime/forms/semiTheme.ts), each with the schema that
 * makes rjsf pick it, and the layout entries (palette: 输入, 布局).
 */
export const BUILT_IN_PALETTE: readonly PaletteItem[] = [
  input('text', 'text', { type: 'string' }),
  input('textarea', 'textarea', { type: 'string' }, { 'ui:widget': 'textarea' }),
  input('password', 'password', { type: 'string', format: 'password' }, { 'ui:widget': 'password' }),
  input('number', 'number', { type: 'number' }),
  input('integer', 'integer', { type: 'integer' }),
  input('switch', 'switch', { type: 'boolean' }, { 'ui:widget': 'switch' }),
  input('checkbox', 'checkbox', { type: 'boolean' }, { 'ui:widget': 'checkbox' }),
  input('radio', 'radio', { type: 'string', enum: CHOICES }, { 'ui:widget': 'radio' }),
  input('select', 'select', { type: 'string', enum: CHOICES }),
  input(
    'checkboxes',
    'checkboxes',
    { type: 'array', uniqueItems: true, items: { type: 'string', enum: CHOICES } },
    { 'ui:widget': 'checkboxes' },
  ),
  input('date', 'date', { type: 'string', format: 'date' }),
  input('datetime', 'datetime', { type: 'string', format: 'date-time' }),
  input('time', 'time', { type: 'string' }, { 'ui:widget': 'time' }),
  input('color', 'color', { type: 'string', format: 'color' }),
  input('upload', 'file', { type: 'string' }, { 'ui:widget': 'upload' }),
  input(
    'treeSelect',
    'departmentId',
    { type: 'integer' },
    {
      'ui:widget': 'treeSelect',
      'ui:options': { endpoint: '/departmentManagement/getList', labelField: 'name', valueField: 'id' },
    },
  ),
  input('areaCascader', 'areaCode', { type: 'string' }, { 'ui:widget': 'areaCascader' }),
  {
    id: 'group',
    group: 'layout',
    label: 'workbench.designer.widget.group',
    key: 'group',
    kind: 'group',
    schema: { type: 'object', properties: {} },
    ui: {},
  },
  {
    id: 'columns',
    group: 'layout',
    label: 'workbench.designer.widget.columns',
    key: 'row',
    kind: 'group',
    schema: { type: 'object', properties: {} },
    ui: { 'ui:options': { columns: 2 } },
  },
  {
    id: 'array',
    group: 'layout',
    label: 'workbench.designer.widget.array',
    key: 'items',
    kind: 'array',
    schema: { type: 'array', items: { type: 'object', properties: {} } },
    ui: {},
  },
  {
    id: 'note',
    group: 'layout',
    label: 'workbench.designer.widget.note',
    key: 'note',
    kind: 'note',
    schema: { type: 'null' },
    ui: {},
  },
];

/** Plugin widgets whose value is not text: the schema they are built for. */
const PLUGIN_SCHEMAS: Record<string, Json> = {
  'example/stars': { type: 'integer', minimum: 0, maximum: 5 },
};

/** The palette entries of plugin widgets (`registry.widgets()` names, `<plugin>/<name>`). */
export function pluginPalette(names: string[]): PaletteItem[] {
  return names.map((name) => ({
    id: `plugin:${name}`,
    group: 'plugin',
    label: name,
    key: (name.split('/').pop() ?? 'field').replace(/[^A-Za-z0-9_$]/g, '') || 'field',
    kind: 'field',
    schema: PLUGIN_SCHEMAS[name] ?? { type: 'string' },
    ui: { 'ui:widget': name },
  }));
}

/** A fresh canvas node from a palette entry (a container starts empty). */
export function nodeOfItem(item: PaletteItem): FormNode {
  const container = item.kind === 'group' || item.kind === 'array';
  return {
    id: newNodeId(),
    key: item.key,
    kind: item.kind,
    schema: structuredClone(item.schema),
    ui: structuredClone(item.ui),
    required: false,
    ...(container ? { children: [] } : {}),
  };
}
