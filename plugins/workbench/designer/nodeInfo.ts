import { type FormDoc, type FormNode, textOf } from './model';
import { objectOf } from './model/formTypes';

/** The name a node goes by on the canvas and in announcements: its title, else its key. */
export function nodeName(doc: FormDoc, node: FormNode, lang: 'zh' | 'en'): string {
  return textOf(doc, node.schema.title, lang) || textOf(doc, node.schema.description, lang) || node.key;
}

/** The widget a node is drawn with (the name rjsf would pick), for the canvas tag and the panel. */
export function widgetOf(node: FormNode): string {
  if (node.kind === 'group') {
    const columns = objectOf(node.ui['ui:options']).columns;
    return Number(columns) > 1 ? 'columns' : 'group';
  }
  if (node.kind === 'array') return 'array';
  if (node.kind === 'note') return 'note';
  const widget = node.ui['ui:widget'];
  if (typeof widget === 'string') return widget.includes('/') ? 'plugin' : widget;
  const s = node.schema;
  const items = (s.items ?? {}) as Record<string, unknown>;
  if (s.type === 'array') return Array.isArray(items.enum) ? 'select' : 'text';
  if (Array.isArray(s.enum)) return 'select';
  if (s.type === 'boolean') return 'checkbox';
  if (s.type === 'integer') return 'integer';
  if (s.type === 'number') return 'number';
  if (s.format === 'date') return 'date';
  if (s.format === 'date-time') return 'datetime';
  if (s.format === 'color') return 'color';
  if (s.format === 'password') return 'password';
  return 'text';
}

const KNOWN = new Set([
  'text',
  'textarea',
  'password',
  'number',
  'integer',
  'switch',
  'checkbox',
  'radio',
  'select',
  'checkboxes',
  'date',
  'datetime',
  'time',
  'color',
  'upload',
  'treeSelect',
  'areaCascader',
  'group',
  'columns',
  'array',
  'note',
  'updown',
  'range',
  'hidden',
]);

/** The widget's label: a known widget translated, any other (a plugin's `<plugin>/<name>`) as named. */
export function widgetLabel(node: FormNode, t: (key: string) => string): string {
  const widget = widgetOf(node);
  if (KNOWN.has(widget)) return t(`workbench.designer.widget.${widget}`);
  return String(node.ui['ui:widget'] ?? widget);
}
