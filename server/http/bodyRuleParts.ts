import type { SchemaObject } from 'ajv';

/**
 * Pieces the body rules share. Every rule is an object schema that names each field it takes:
 * `additionalProperties: false` unless the body is free-form by nature (a record's own fields).
 */

/** A record id as clients send it: a number, or its text. */
export const ID: SchemaObject = { type: ['integer', 'string'], maxLength: 64 };

/** An id, or null where the body means none (a new record, no parent, no link). */
export const ID_OR_NULL: SchemaObject = { type: ['integer', 'string', 'null'], maxLength: 64 };

/** An optional short text (names, titles, codes). */
export const TEXT: SchemaObject = { type: 'string', maxLength: 2000 };

/** Long text: file contents, documents, templates (the body limit of 1 MB bounds it too). */
export const LONG_TEXT: SchemaObject = { type: 'string', maxLength: 1_000_000 };

/** A text of at most `maxLength` characters: the limit its handler holds the field to. */
export const textUpTo = (maxLength: number): SchemaObject => ({ type: 'string', maxLength });

/** A list of ids (a delete of many). */
export const IDS: SchemaObject = { type: 'array', items: ID, maxItems: 10_000 };

/** The `ids` of a delete: an id, a list of them, or their comma-separated text. */
export const IDS_FIELD: SchemaObject = { anyOf: [IDS, ID] };

/** `{ ids }` or `{ id }` of a delete. */
export const DELETE_BODY: SchemaObject = strict({ ids: IDS_FIELD, id: ID });

/** A body with no fields (the route takes none). */
export const EMPTY: SchemaObject = strict({});

/** Any JSON value (a free-form part of a body: a record, a schema, a layout). */
export const ANY: SchemaObject = {};

/**
 * An object schema taking exactly these properties, `required` among them.
 *
 * @example
 * strict({ name: TEXT, code: TEXT }, ['name']);
 */
export function strict(properties: Record<string, SchemaObject>, required: string[] = []): SchemaObject {
  return {
    type: 'object',
    properties,
    additionalProperties: false,
    ...(required.length > 0 ? { required } : {}),
  };
}
