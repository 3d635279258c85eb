import type { SchemaObject } from 'ajv';
import { ApiError } from '../http/envelope';
import { isRecord } from '../http/isRecord';

type Row = Record<string, unknown>;
type FieldType = 'string' | 'number' | 'boolean' | 'array' | 'object';

function typeOf(value: unknown): FieldType | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' || type === 'object' ? type : undefined;
}

/**
 * The JSON type of each field of a collection, learnt from its records: the seed is the schema.
 * Computed once per collection and kept, so a check costs a map lookup per field.
 *
 * @example
 * const types = createRecordTypes();
 * types.check('table', rows, { pageViews: 'many' }); // throws ApiError 400 naming pageViews
 */
export function createRecordTypes() {
  const known = new Map<string, Map<string, FieldType | undefined>>();
  const learn = (collection: string, rows: Row[]) => {
    let fields = known.get(collection);
    if (fields) return fields;
    fields = new Map();
    for (const row of rows) {
      for (const [field, value] of Object.entries(row)) {
        // A field seen only empty is known, of no type yet: the first typed value decides.
        if (!fields.get(field)) fields.set(field, typeOf(value));
      }
    }
    known.set(collection, fields);
    return fields;
  };
  return {
    /**
     * The JSON Schema of a record of the collection: an object of the fields its records have, each
     * of the type they hold it in (null clears a field), `id` a string or number. A field no record
     * has is refused; a collection with no records yet takes any fields.
     */
    schema(collection: string, rows: Row[]): SchemaObject {
      const fields = learn(collection, rows);
      const properties: Record<string, SchemaObject> = { id: { type: ['string', 'number', 'null'] } };
      for (const [field, type] of fields)
        if (field !== 'id') properties[field] = type ? { type: [type, 'null'] } : {};
      return { type: 'object', properties, additionalProperties: fields.size === 0 };
    },
    /** The type of one field, when the collection's records say. */
    fieldType(collection: string, rows: Row[], field: string): FieldType | undefined {
      return learn(collection, rows).get(field);
    },
    /**
     * Checks a body: a plain object whose known fields hold values of their known type (null
     * clears a field). Throws 400 naming the first wrong field.
     */
    check(collection: string, rows: Row[], body: unknown): Row {
      if (!isRecord(body)) throw new ApiError(400, '请求体应为 JSON 对象');
      const fields = learn(collection, rows);
      for (const [field, value] of Object.entries(body)) {
        if (field === 'id') {
          if (
            value !== undefined &&
            value !== null &&
            typeof value !== 'string' &&
            typeof value !== 'number'
          ) {
            throw new ApiError(400, '字段 id 应为 string 或 number');
          }
          continue;
        }
        const expected = fields.get(field);
        const actual = typeOf(value);
        if (expected && actual && expected !== actual) {
          throw new ApiError(400, `字段 ${field} 应为 ${expected}，收到 ${actual}`);
        }
      }
      return body;
    },
  };
}

export type RecordTypes = ReturnType<typeof createRecordTypes>;
