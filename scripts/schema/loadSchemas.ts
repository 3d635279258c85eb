import { readFileSync } from 'node:fs';
import type { SchemaObject } from 'ajv';
import { type ConfigKind, configKinds, schemaFiles } from './schemaFiles';

/**
 * Reads every schema file synchronously (they are small, and `createAjv` must stay synchronous so
 * that a CLI can build a validator without awaiting). A file that is not valid JSON throws an
 * error naming the file.
 *
 * @example
 * const { routes } = loadSchemas();
 * console.log(routes.$id); // https://jimu.dev/schemas/routes.schema.json
 */
export function loadSchemas(): Record<ConfigKind, SchemaObject> {
  const schemas = {} as Record<ConfigKind, SchemaObject>;
  for (const kind of configKinds) {
    const file = schemaFiles[kind];
    try {
      schemas[kind] = JSON.parse(readFileSync(file, 'utf8')) as SchemaObject;
    } catch (error) {
      throw new Error(`cannot read the ${kind} schema ${file}: ${(error as Error).message}`);
    }
  }
  return schemas;
}
