import type { SchemaObject } from 'ajv';

/** One subschema met by `walkSchema`: where it sits and what it is. */
export interface SchemaNode {
  /** Path segments from the root, as in a JSON pointer: ['definitions', 'RouteEntry', 'properties', 'path']. */
  path: string[];
  schema: SchemaObject;
}

const mapKeywords = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'];
const schemaKeywords = [
  'additionalProperties',
  'items',
  'additionalItems',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'not',
];
const listKeywords = ['allOf', 'anyOf', 'oneOf', 'items'];

/**
 * Calls `visit` for a schema and every object subschema inside it (draft-07 keywords), depth first,
 * parents before children. Boolean schemas and `$ref` targets are not followed: each definition is
 * visited once where it is defined, which keeps recursive schemas finite. Used to check rules that
 * hold for every property (each has a description) and to find annotated properties (`x-i18n`).
 *
 * @example
 * walkSchema(routesSchema, ({ path, schema }) => {
 *   if (schema['x-i18n']) console.log(path.join('/')); // definitions/RouteMeta/properties/title
 * });
 */
export function walkSchema(
  schema: SchemaObject,
  visit: (node: SchemaNode) => void,
  path: string[] = [],
): void {
  visit({ path, schema });
  for (const keyword of mapKeywords) {
    const map = schema[keyword];
    if (!isObject(map)) continue;
    for (const [key, child] of Object.entries(map)) {
      if (isObject(child)) walkSchema(child, visit, [...path, keyword, key]);
    }
  }
  for (const keyword of schemaKeywords) {
    const child = schema[keyword];
    if (isObject(child)) walkSchema(child, visit, [...path, keyword]);
  }
  for (const keyword of listKeywords) {
    const list = schema[keyword];
    if (!Array.isArray(list)) continue;
    list.forEach((child, index) => {
      if (isObject(child)) walkSchema(child, visit, [...path, keyword, String(index)]);
    });
  }
}

function isObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
