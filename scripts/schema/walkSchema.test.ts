import type { SchemaObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { loadSchemas } from './loadSchemas';
import { configKinds } from './schemaFiles';
import { walkSchema } from './walkSchema';

// Keywords whose subschemas constrain rather than declare: editors never show them as a property.
const constraintKeywords = new Set(['if', 'then', 'else', 'not', 'dependencies']);
// Positions that declare something an editor shows help for.
const declaringKeywords = new Set([
  'properties',
  'patternProperties',
  'additionalProperties',
  'items',
  'definitions',
]);

function resolveLocal(root: SchemaObject, ref: string): SchemaObject | undefined {
  const [file, pointer = ''] = ref.split('#');
  const base = file
    ? loadSchemas()[file.replace('.schema.json', '') as keyof ReturnType<typeof loadSchemas>]
    : root;
  return pointer
    .split('/')
    .filter(Boolean)
    .reduce<SchemaObject | undefined>((node, segment) => node?.[segment], base);
}

describe('walkSchema', () => {
  it('visits every subschema once, with its path, and stops at boolean schemas and $ref', () => {
    const schema = {
      type: 'object',
      properties: { a: { type: 'string' }, b: { $ref: '#/definitions/B' }, c: false },
      definitions: { B: { anyOf: [{ type: 'string' }, { $ref: '#' }] } },
      items: [{ type: 'number' }],
      if: { required: ['a'] },
    };
    const paths: string[] = [];
    walkSchema(schema, ({ path }) => paths.push(path.join('/')));
    expect(paths).toEqual([
      '',
      'properties/a',
      'properties/b',
      'definitions/B',
      'definitions/B/anyOf/0',
      'definitions/B/anyOf/1',
      'if',
      'items/0',
    ]);
  });

  it.each(configKinds)('every property of %s at every depth has a description (editor help)', (kind) => {
    const root = loadSchemas()[kind];
    const undescribed: string[] = [];
    walkSchema(root, ({ path, schema }) => {
      if (path.some((segment) => constraintKeywords.has(segment))) return;
      const declaring =
        path.length === 0 ||
        declaringKeywords.has(path[path.length - 2] ?? '') ||
        path.at(-1) === 'additionalProperties' ||
        path.at(-1) === 'items';
      if (!declaring) return;
      // A bare $ref is described by its target: a sibling description would make
      // json-schema-to-typescript declare the target twice (RoutePermission1).
      const described = schema.$ref ? resolveLocal(root, schema.$ref)?.description : schema.description;
      if (typeof described !== 'string' || described.trim() === '')
        undescribed.push(path.join('/') || '(root)');
    });
    expect(undescribed).toEqual([]);
  });
});
