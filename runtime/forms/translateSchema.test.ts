import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { translateSchema, translateUiSchema } from './translateSchema';

const table: Record<string, string> = {
  'f.name': '姓名',
  'f.list': '列表',
  'f.a': '甲',
  'h.help': '帮助',
  'h.ph': '占位',
};
const t = (key: string) => table[key] ?? key;

describe('translateSchema / translateUiSchema', () => {
  it('translates titles and descriptions through properties, items and oneOf, leaving the input untouched', () => {
    const schema: RJSFSchema = {
      type: 'object',
      title: 'f.name',
      properties: {
        list: {
          type: 'array',
          title: 'f.list',
          items: { type: 'string', oneOf: [{ const: 'a', title: 'f.a' }] },
        },
        other: { type: 'string', description: 'literal text' },
      },
    };
    const copy = JSON.parse(JSON.stringify(schema));
    expect(translateSchema(schema, t)).toEqual({
      type: 'object',
      title: '姓名',
      properties: {
        list: {
          type: 'array',
          title: '列表',
          items: { type: 'string', oneOf: [{ const: 'a', title: '甲' }] },
        },
        other: { type: 'string', description: 'literal text' },
      },
    });
    expect(schema).toEqual(copy);
  });

  it('translates ui texts, ui:enumNames and ui:options texts for nested fields and items', () => {
    expect(
      translateUiSchema(
        {
          'ui:order': ['f.name'],
          name: { 'ui:help': 'h.help', 'ui:placeholder': 'h.ph', 'ui:widget': 'f.name' },
          list: { items: { 'ui:enumNames': ['f.a'], 'ui:options': { title: 'f.list', endpoint: 'f.a' } } },
        },
        t,
      ),
    ).toEqual({
      'ui:order': ['f.name'],
      name: { 'ui:help': '帮助', 'ui:placeholder': '占位', 'ui:widget': 'f.name' },
      list: { items: { 'ui:enumNames': ['甲'], 'ui:options': { title: '列表', endpoint: 'f.a' } } },
    });
  });
});
