import { type JsonSchema, schema } from './bodySchema';

/**
 * Pieces the body rules share. Every rule is an object schema that names each field it takes:
 * `additionalProperties: false` unless the body is free-form by nature (a record's own fields).
 * Each keeps its literal type, so the body a rule checks is typed by it (BodyOf, bodySchema.ts).
 */

/** A record id as clients send it: a number, or its text. */
export const ID = schema({ type: ['integer', 'string'], maxLength: 64 });

/** An id, or null where the body means none (a new record, no parent, no link). */
export const ID_OR_NULL = schema({ type: ['integer', 'string', 'null'], maxLength: 64 });

/** An optional short text (names, titles, codes). */
export const TEXT = schema({ type: 'string', maxLength: 2000 });

/** Long text: file contents, documents, templates (the body limit of 1 MB bounds it too). */
export const LONG_TEXT = schema({ type: 'string', maxLength: 1_000_000 });

/** A text of at most `maxLength` characters: the limit its handler holds the field to. */
export const textUpTo = (maxLength: number) => schema({ type: 'string', maxLength });

/** A list of ids (a delete of many). */
export const IDS = schema({ type: 'array', items: ID, maxItems: 10_000 });

/** The `ids` of a delete: an id, a list of them, or their comma-separated text. */
export const IDS_FIELD = schema({ anyOf: [IDS, ID] });

/** Any JSON value (a free-form part of a body: a record, a schema, a layout). */
export const ANY = schema({});

/** An object schema of exactly the properties `P`, the ones in `R` required. */
export interface StrictSchema<P, R extends readonly string[]> {
  readonly type: 'object';
  readonly properties: P;
  readonly additionalProperties: false;
  readonly required: R;
}

/**
 * An object schema taking exactly these properties, `required` among them.
 *
 * @example
 * strict({ name: TEXT, code: TEXT }, ['name']); // BodyOf: { name: string; code?: string }
 */
export function strict<const P extends { readonly [name: string]: JsonSchema }>(
  properties: P,
): StrictSchema<P, readonly []>;
export function strict<
  const P extends { readonly [name: string]: JsonSchema },
  const R extends readonly (keyof P & string)[],
>(properties: P, required: R): StrictSchema<P, R>;
export function strict(
  properties: { readonly [name: string]: JsonSchema },
  required: readonly string[] = [],
): StrictSchema<{ readonly [name: string]: JsonSchema }, readonly string[]> {
  return { type: 'object', properties, additionalProperties: false, required };
}

/** `{ ids }` or `{ id }` of a delete. */
export const DELETE_BODY = strict({ ids: IDS_FIELD, id: ID });

/** A body with no fields (the route takes none). */
export const EMPTY = strict({});
