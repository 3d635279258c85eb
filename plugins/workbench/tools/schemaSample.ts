import { isRecord } from '../../../runtime/lib';
import { inferColumns } from '../dataSources/model/inferSchema';

type Json = Record<string, unknown>;

/**
 * A JSON sample (one record or a list) → a JSON Schema of its records and a suggested uiSchema,
 * through the workbench's own schema inference (widest type, nullable, formats, enums, id).
 *
 * @example schemaOfSample([{ id: 1, email: 'a@b.c' }]).schema.properties.email; // { type: 'string', format: 'email' }
 */
export function schemaOfSample(sample: unknown): { schema: Json; uiSchema: Json } {
  const records = Array.isArray(sample) ? sample : [sample];
  const columns = inferColumns(records);
  const properties: Json = {};
  const uiSchema: Json = {};
  for (const c of columns) {
    const array = /^array(<(\w+)>)?$/.exec(c.type);
    const base: Json = array
      ? { type: 'array', items: array[2] ? { type: array[2] } : { type: 'object' } }
      : { type: c.type };
    if (c.nullable) base.type = [base.type, 'null'];
    if (c.format) base.format = c.format;
    if (c.enumValues) base.enum = c.enumValues;
    properties[c.name] = base;
    if (c.isPk) uiSchema[c.name] = { 'ui:readonly': true };
    else if (c.enumValues) uiSchema[c.name] = { 'ui:widget': 'select' };
    else if (c.format === 'date-time' || c.format === 'date')
      uiSchema[c.name] = { 'ui:widget': c.format === 'date' ? 'date' : 'date-time' };
    else if (c.type === 'boolean') uiSchema[c.name] = { 'ui:widget': 'switch' };
  }
  const required = columns.filter((c) => !c.nullable).map((c) => c.name);
  return { schema: { type: 'object', properties, ...(required.length > 0 ? { required } : {}) }, uiSchema };
}

const SAMPLES: Record<string, unknown> = {
  'date-time': '2024-05-01T12:00:00Z',
  localDateTime: '2024-05-01T12:00:00',
  date: '2024-05-01',
  email: 'someone@example.com',
  uri: 'https://example.com',
};

/** A JSON Schema → one sample record: defaults, examples, the first enum value, else a value of the type. */
export function sampleOfSchema(schema: Json): unknown {
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties)
    return Object.fromEntries(
      Object.entries(isRecord(schema.properties) ? schema.properties : {}).map(([k, v]) => [
        k,
        sampleOfSchema(isRecord(v) ? v : {}),
      ]),
    );
  if (type === 'array') return [sampleOfSchema(isRecord(schema.items) ? schema.items : {})];
  if (type === 'integer' || type === 'number') return 0;
  if (type === 'boolean') return false;
  if (type === 'null') return null;
  return SAMPLES[String(schema.format)] ?? '';
}
