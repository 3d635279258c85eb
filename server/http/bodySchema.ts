/** The JSON types a schema's `type` names. */
type JsonTypeName = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/**
 * The part of JSON Schema the body rules are written in: what ajv checks, and what
 * {@link BodyOf} reads to give the checked body its TypeScript type. A keyword outside it is a
 * compile error here before it is ajv's refusal at start-up.
 */
export type JsonSchema = {
  readonly type?: JsonTypeName | readonly JsonTypeName[];
  readonly enum?: readonly unknown[];
  readonly properties?: { readonly [name: string]: JsonSchema };
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly maximum?: number;
  readonly minimum?: number;
  readonly maxItems?: number;
  readonly minItems?: number;
  readonly maxProperties?: number;
  readonly pattern?: string;
  readonly $ref?: string;
  readonly $defs?: { readonly [name: string]: JsonSchema };
};

/** The value of one `type` name (`items` and `properties` read from the schema `S` it sits in). */
type ValueOfType<T, S> = T extends 'string'
  ? string
  : T extends 'number' | 'integer'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'null'
        ? null
        : T extends 'array'
          ? S extends { readonly items: infer I }
            ? BodyOf<I>[]
            : unknown[]
          : T extends 'object'
            ? ObjectOf<S>
            : never;

type RequiredOf<S> = S extends { readonly required: readonly (infer R)[] } ? R : never;

/** Fields a schema does not name: none (`additionalProperties: false`), typed ones, or any. */
type RestOf<S> = S extends { readonly additionalProperties: false }
  ? unknown
  : S extends { readonly additionalProperties: infer A extends JsonSchema }
    ? Record<string, BodyOf<A>>
    : Record<string, unknown>;

type Flat<T> = { [K in keyof T]: T[K] } & {};

type ObjectOf<S> = S extends { readonly properties: infer P }
  ? Flat<
      { -readonly [K in keyof P as K extends RequiredOf<S> ? K : never]: BodyOf<P[K]> } & {
        -readonly [K in keyof P as K extends RequiredOf<S> ? never : K]?: BodyOf<P[K]>;
      }
    > &
      RestOf<S>
  : RestOf<S>;

/**
 * The TypeScript type of the values a schema accepts: what a body is once ajv has checked it.
 * `enum` gives its values, `anyOf` the union of its branches, `type` its JSON types (objects
 * with their `properties`, `required` ones not optional; arrays of their `items`); a schema that
 * says nothing (`{}`, a `$ref`) gives `unknown`. Schemas need their literal types: write them
 * inside {@link schema}, {@link fields} or `strict()` (bodyRuleParts.ts), not annotated `JsonSchema`.
 *
 * @example
 * type Move = BodyOf<typeof MOVE>; // { id: string | number; parentId?: string | number | null }
 */
export type BodyOf<S> = S extends { readonly enum: readonly (infer E)[] }
  ? E
  : S extends { readonly anyOf: readonly (infer A)[] }
    ? A extends unknown
      ? BodyOf<A>
      : never
    : S extends { readonly type: infer T }
      ? ValueOfType<T extends readonly (infer U)[] ? U : T, S>
      : unknown;

/**
 * A schema with its literal type kept (`'integer'`, not `string`), so {@link BodyOf} can read it.
 *
 * @example
 * const VERSION = schema({ type: 'integer', minimum: 0 }); // BodyOf<typeof VERSION> is number
 */
export const schema = <const S extends JsonSchema>(value: S): S => value;

/**
 * Properties shared by several object schemas, literal types kept (spread them into `strict()`).
 *
 * @example
 * const CONNECTION = fields({ host: { type: 'string', maxLength: 255 } });
 */
export const fields = <const P extends { readonly [name: string]: JsonSchema }>(value: P): P => value;
