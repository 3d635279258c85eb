import { Ajv, type ErrorObject } from 'ajv';
import type { CheckContext } from './checkContext';
import { isRecord } from './guards';
import type { PathSegment } from './jsonPointer';

/** Where page.schema.json puts a form's JSON Schema (PageFormSchema): a form page, a list's search and edit. */
const FORM_SCHEMA_PATHS: PathSegment[][] = [['schema'], ['search', 'schema'], ['edit', 'schema']];

let metaAjv: Ajv | undefined;

/** Ajv's own draft-07 meta-schema check; unknown keywords (rjsf's, `x-…`) stay allowed, as JSON Schema says. */
function validateAgainstMetaSchema(schema: unknown): ErrorObject[] {
  metaAjv ??= new Ajv({ allErrors: true, strict: false, validateFormats: false });
  metaAjv.validateSchema(schema as object);
  return [...(metaAjv.errors ?? [])];
}

function valueAt(data: unknown, path: PathSegment[]): unknown {
  let value = data;
  for (const segment of path) value = isRecord(value) ? value[String(segment)] : undefined;
  return value;
}

/**
 * A page's embedded JSON Schemas are JSON Schemas: page.schema.json only asks for `type: object`
 * at the root and leaves the rest free, so each one is checked against the draft-07 meta-schema
 * here (`type: false`, `required: "name"`, `properties: []` are errors at their line). One
 * diagnostic per wrong place, the innermost message first.
 *
 * @example
 * checkFormSchemas(ctx); // config/pages/users.yaml:12:15: error[form-schema]: not a valid JSON Schema: …
 */
export function checkFormSchemas(ctx: CheckContext): void {
  for (const doc of ctx.files.pages.values()) {
    for (const at of FORM_SCHEMA_PATHS) {
      const schema = valueAt(doc.data, at);
      if (!isRecord(schema)) continue;
      const reported = new Set<string>();
      for (const error of validateAgainstMetaSchema(schema)) {
        if (reported.has(error.instancePath)) continue;
        reported.add(error.instancePath);
        const inner = error.instancePath
          .split('/')
          .slice(1)
          .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
        const where = error.instancePath === '' ? 'the schema' : error.instancePath;
        doc.reportAt(
          [...at, ...inner],
          'value',
          'form-schema',
          `not a valid JSON Schema: ${where} ${error.message ?? 'is invalid'}`,
        );
      }
    }
  }
}
