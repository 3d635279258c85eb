import { describe, expect, it } from 'vitest';
import {
  addNode,
  BUILT_IN_PALETTE,
  emptyDoc,
  fromJimu,
  insertFragment,
  keyProblem,
  moveNode,
  nodeOfItem,
  optionsOf,
  setOptions,
  setText,
  toJimu,
  updateNode,
} from '.';
import { objectOf } from './formTypes';

const item = (id: string) => {
  const found = BUILT_IN_PALETTE.find((p) => p.id === id);
  if (!found) throw new Error(id);
  return nodeOfItem(found);
};

describe('#15.1 §5.9 designer document model', () => {
  it('builds a form from palette entries: keys made free, required, ui:order only when needed', () => {
    let doc = emptyDoc('page.articles');
    doc = addNode(doc, item('text'));
    doc = addNode(doc, item('text'));
    doc = addNode(doc, item('select'));
    const [first, second, third] = doc.nodes;
    expect([first?.key, second?.key, third?.key]).toEqual(['text', 'text2', 'select']);
    doc = updateNode(doc, first?.id, (n) => ({ ...n, key: 'title', required: true }));
    doc = setText(doc, first?.id, 'title', 'zh', '标题');
    doc = setText(doc, first?.id, 'title', 'en', 'Title');
    expect(toJimu(doc)).toEqual({
      schema: {
        type: 'object',
        properties: {
          title: { type: 'string', title: 'page.articles.fields.title' },
          text2: { type: 'string' },
          select: { type: 'string', enum: ['a', 'b'] },
        },
        required: ['title'],
      },
      uiSchema: {},
    });
    expect(doc.strings).toEqual({
      zh: { 'page.articles.fields.title': '标题' },
      en: { 'page.articles.fields.title': 'Title' },
    });
    // A new form's properties follow the canvas; no ui:order is needed.
    doc = moveNode(doc, third?.id, undefined, 0);
    expect(Object.keys(objectOf(toJimu(doc).schema.properties))).toEqual(['select', 'title', 'text2']);
    expect(toJimu(doc).uiSchema['ui:order']).toBeUndefined();
  });

  it('a key must match the pattern and be free among its siblings', () => {
    const doc = addNode(emptyDoc('p'), item('text'));
    expect(keyProblem(doc.nodes, 'text')).toBe('taken');
    expect(keyProblem(doc.nodes, 'text', doc.nodes[0]?.id)).toBeUndefined();
    expect(keyProblem(doc.nodes, '1abc')).toBe('pattern');
  });

  it('groups, arrays of objects and visibility rules go out as JSON Schema and come back the same', () => {
    const form = {
      schema: {
        type: 'object',
        properties: {
          kind: { type: 'string', enum: ['person', 'company'] },
          address: {
            type: 'object',
            title: 'x.address',
            properties: { city: { type: 'string' } },
            required: ['city'],
          },
          contacts: {
            type: 'array',
            items: { type: 'object', properties: { phone: { type: 'string', format: 'phone' } } },
          },
        },
        allOf: [
          {
            if: { properties: { kind: { const: 'company' } }, required: ['kind'] },
            // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
            then: { properties: { taxId: { type: 'string' } }, required: ['taxId'] },
          },
          { description: 'kept as written' },
        ],
      },
      uiSchema: {
        'ui:order': ['kind', 'taxId', '*'],
        address: { 'ui:options': { columns: 2 } },
        contacts: { items: { phone: { 'ui:placeholder': 'x' } } },
      },
    };
    const doc = fromJimu(form, { zh: {}, en: {} }, 'page.p');
    expect(doc.nodes.map((n) => [n.key, n.kind])).toEqual([
      ['kind', 'field'],
      ['taxId', 'field'],
      ['address', 'group'],
      ['contacts', 'array'],
    ]);
    expect(doc.nodes[1]?.visibleWhen).toEqual({ field: 'kind', equals: 'company' });
    expect(doc.nodes[1]?.required).toBe(true);
    expect(toJimu(doc)).toEqual(form);
    const city = doc.nodes[2]?.children?.[0];
    if (!city) throw new Error('the group has no first field');
    const moved = moveNode(doc, city.id, undefined, 0);
    const out = toJimu(moved);
    expect(Object.keys(objectOf(out.schema.properties))).toEqual(['kind', 'address', 'contacts', 'city']);
    expect(out.uiSchema['ui:order']).toEqual(['city', 'kind', 'taxId', 'address', 'contacts']);
    expect(objectOf(objectOf(out.schema.properties).address).required).toEqual([]);
  });

  it('enum options keep their keys and get new ones in both languages', () => {
    let doc = addNode(emptyDoc('page.p'), item('radio'));
    const id = doc.nodes[0]?.id;
    doc = setOptions(doc, id, [
      { value: 'on', zh: '开', en: 'On' },
      { value: 'off', zh: '关', en: 'Off' },
    ]);
    expect(toJimu(doc).schema.properties).toEqual({ radio: { type: 'string', enum: ['on', 'off'] } });
    expect(toJimu(doc).uiSchema.radio).toEqual({
      'ui:widget': 'radio',
      'ui:enumNames': ['page.p.options.radio.on', 'page.p.options.radio.off'],
    });
    expect(optionsOf(doc, doc.nodes[0])).toEqual([
      { value: 'on', zh: '开', en: 'On' },
      { value: 'off', zh: '关', en: 'Off' },
    ]);
  });

  it('#15.3 insertFragment puts a material field or a whole form fragment in, renaming taken keys', () => {
    let doc = addNode(emptyDoc('page.p'), { ...item('text'), key: 'phone' });
    doc = insertFragment(doc, {
      name: 'phone',
      required: true,
      schema: { type: 'string', title: 'field.phone', pattern: '^1\\d{10}$' },
      uiSchema: { 'ui:placeholder': '13800000000' },
    }).doc;
    const { doc: withForm, ids } = insertFragment(
      doc,
      {
        schema: {
          type: 'object',
          required: ['contact'],
          properties: { contact: { type: 'string' }, address: { type: 'string' } },
        },
        strings: { zh: { 'field.contact': '联系人' } },
      },
      { index: 0 },
    );
    expect(ids).toHaveLength(2);
    const out = toJimu(withForm);
    expect(out.schema.required).toEqual(['contact', 'phone2']);
    expect(Object.keys(objectOf(out.schema.properties))).toEqual(['contact', 'address', 'phone', 'phone2']);
    expect(out.uiSchema.phone2).toEqual({ 'ui:placeholder': '13800000000' });
    expect(withForm.strings.zh['field.contact']).toBe('联系人');
    expect(() => insertFragment(doc, { nope: 1 } as never)).toThrow(/not a form fragment/);
  });
});
