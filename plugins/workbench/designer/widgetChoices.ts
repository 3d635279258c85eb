import type { FormNode } from './model';

/**
 * The widgets that fit a field's JSON type ("widget (options filtered by JSON type)"), plugin
 * widgets (`registry.widgets()` names) included for scalar values.
 */
export function widgetChoices(node: FormNode, pluginWidgets: string[]): string[] {
  if (node.kind !== 'field') return [];
  const type = node.schema.type;
  const hasEnum = Array.isArray(node.schema.enum);
  if (type === 'boolean') return ['checkbox', 'switch', 'radio', 'select', 'hidden', ...pluginWidgets];
  if (type === 'number' || type === 'integer')
    return [
      'updown',
      'range',
      ...(hasEnum ? ['radio', 'select'] : []),
      'treeSelect',
      'hidden',
      ...pluginWidgets,
    ];
  if (type === 'array') return ['checkboxes', 'select', 'treeSelect', 'upload'];
  return [
    ...(hasEnum ? ['radio', 'select'] : []),
    'text',
    'textarea',
    'password',
    'color',
    'date',
    'time',
    'upload',
    'treeSelect',
    'areaCascader',
    'hidden',
    ...pluginWidgets,
  ];
}
