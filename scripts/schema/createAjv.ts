import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { loadSchemas } from './loadSchemas';
import { type ConfigKind, configKinds, schemaFiles } from './schemaFiles';

export type { ConfigKind };
export { configKinds, schemaFiles };

/** The `$id` every schema of a kind is registered under, e.g. https://jimu.dev/schemas/app.schema.json. */
export function schemaId(kind: ConfigKind): string {
  return `https://jimu.dev/schemas/${kind}.schema.json`;
}

/**
 * Builds an Ajv (draft-07) that knows every Jimu schema, in strict mode so that a mistake in a schema
 * is an exception here rather than a rule silently ignored. `x-i18n` and `x-icon` are annotations
 * (they validate nothing; `jimu validate` reads them to find i18n keys and icon names), and the
 * `discriminator` option lets page.schema.json pick its branch by `kind`, so a page's errors
 * come from its own kind only. Options given override the defaults (`useDefaults` for a
 * normaliser, for instance).
 *
 * @example
 * const ajv = createAjv();
 * const validateRoutes = ajv.getSchema(schemaId('routes'));
 * if (!validateRoutes?.(config)) console.log(validateRoutes?.errors);
 */
export function createAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: true, discriminator: true, ...options });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'x-i18n', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-icon', schemaType: 'boolean' });
  const schemas = loadSchemas();
  for (const kind of Object.keys(schemas) as ConfigKind[]) {
    const schema = schemas[kind];
    if (schema.$id !== schemaId(kind)) {
      throw new Error(`${schemaFiles[kind]}: $id must be ${schemaId(kind)}, found ${String(schema.$id)}`);
    }
    ajv.addSchema(schema);
  }
  return ajv;
}
