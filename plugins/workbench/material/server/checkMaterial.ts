import type { ValidateFunction } from 'ajv';
import { reportSchemaErrors } from '../../../../scripts/config/schemaErrorsToDiagnostics';
import { SourceDocument } from '../../../../scripts/config/sourceDocument';
import { createAjv, schemaId } from '../../../../scripts/schema/createAjv';
import { renderTemplate } from '../../templates/server/renderTemplate';

/** The material types the centre offers, each checked against its fragment schema. */
export const MATERIAL_TYPES = [
  'page',
  'column',
  'columns',
  'field',
  'form',
  'action',
  'route',
  'strings',
] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

/** The definition each type must satisfy, as the record names it (`fragmentSchema`). */
export const FRAGMENT_SCHEMAS: Record<string, string> = {
  page: 'page.schema.json',
  column: 'page.schema.json#/definitions/Column',
  columns: 'page.schema.json#/definitions/Column[]',
  field: 'page.schema.json#/definitions/FormSchema (property)',
  form: 'page.schema.json#/definitions/FormSchema',
  action: 'page.schema.json#/definitions/Action',
  route: 'routes.schema.json#/definitions/RouteEntry',
  strings: 'i18n.schema.json (zh + en)',
};

/** One problem of a material, at a line and column of its content or of its parameters. */
export interface MaterialDiagnostic {
  path: 'content' | 'params';
  line: number;
  col: number;
  code: string;
  severity: 'error' | 'warning';
  message: string;
}

const page = schemaId('page');
const NAME = { type: 'string', pattern: '^[A-Za-z_$][A-Za-z0-9_$]*$' };

/** What each type must be: a page definition, or a small wrapper around one (field, form, strings). */
const FRAGMENTS: Record<MaterialType, object> = {
  page: { $ref: page },
  column: { $ref: `${page}#/definitions/Column` },
  columns: { type: 'array', minItems: 1, items: { $ref: `${page}#/definitions/Column` } },
  field: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'schema'],
    properties: {
      name: NAME,
      required: { type: 'boolean' },
      schema: {
        type: 'object',
        required: ['type'],
        properties: { type: { enum: ['string', 'number', 'integer', 'boolean', 'array', 'object'] } },
      },
      uiSchema: { $ref: `${page}#/definitions/UiSchema` },
    },
  },
  form: {
    type: 'object',
    additionalProperties: false,
    required: ['schema'],
    properties: {
      schema: { $ref: `${page}#/definitions/FormSchema` },
      uiSchema: { $ref: `${page}#/definitions/UiSchema` },
    },
  },
  action: { $ref: `${page}#/definitions/Action` },
  route: { $ref: `${schemaId('routes')}#/definitions/RouteEntry` },
  strings: {
    type: 'object',
    additionalProperties: false,
    required: ['zh', 'en'],
    properties: { zh: { $ref: schemaId('i18n') }, en: { $ref: schemaId('i18n') } },
  },
};

/** The parameters' schema (`params`): named scalars with a title and a default. */
const PARAMS = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'properties'],
  properties: {
    type: { const: 'object' },
    required: { type: 'array', items: NAME },
    properties: {
      type: 'object',
      propertyNames: NAME,
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['type'],
        properties: {
          type: { enum: ['string', 'number', 'integer', 'boolean'] },
          title: { type: 'string' },
          description: { type: 'string' },
          default: { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
          enum: { type: 'array', minItems: 1 },
          pattern: { type: 'string' },
        },
      },
    },
  },
};

let ajv: ReturnType<typeof createAjv> | undefined;
const compiled = new Map<string, ValidateFunction>();
function validatorOf(key: string, schema: object): ValidateFunction {
  ajv ??= createAjv({ verbose: true });
  let fn = compiled.get(key);
  if (!fn) {
    fn = ajv.compile(schema);
    compiled.set(key, fn);
  }
  return fn;
}

/** Parses YAML or JSON text and checks it against a schema: located diagnostics and the value. */
function checkText(path: MaterialDiagnostic['path'], text: string, key: string, schema: object) {
  const doc = SourceDocument.parse(`material-${path}.yaml`, text);
  if (doc.ok) {
    const validate = validatorOf(key, schema);
    if (!validate(doc.data)) reportSchemaErrors(doc, validate.errors ?? []);
  }
  const diagnostics: MaterialDiagnostic[] = doc.diagnostics.map((d) => ({
    path,
    line: d.line,
    col: d.col,
    code: d.code,
    severity: d.severity,
    message: d.message,
  }));
  return { diagnostics, value: doc.data };
}

export type ParamsSchema = { type: 'object'; properties: Record<string, { default?: unknown }> };

/** Checks a parameters text (YAML or JSON); empty text means no parameters. */
export function checkParams(text: string): { diagnostics: MaterialDiagnostic[]; params: ParamsSchema } {
  if (text.trim() === '') return { diagnostics: [], params: { type: 'object', properties: {} } };
  const { diagnostics, value } = checkText('params', text, 'params', PARAMS);
  return { diagnostics, params: diagnostics.length === 0 ? (value as ParamsSchema) : EMPTY };
}
const EMPTY: ParamsSchema = { type: 'object', properties: {} };

/** The parameters' defaults overlaid with the given values. */
export const paramValues = (params: ParamsSchema, given: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(Object.entries(params.properties).map(([k, spec]) => [k, spec.default ?? ''])),
  ...given,
});

/**
 * Checks a material (materialCreate): its content rendered with Liquid when it has
 * placeholders (`{{ name }}`, in the sandboxed worker), then parsed as YAML or JSON and checked
 * against its type's fragment schema, every problem at its line and column. Answers the rendered
 * text and parsed value too (the live preview and "use" read them).
 *
 * @example
 * await checkMaterial('column', 'field: status\ntitle: x\ncell: foo\n'); // cell error at 3:7
 */
export async function checkMaterial(
  type: string,
  content: string,
  params: ParamsSchema = EMPTY,
  given: Record<string, unknown> = {},
): Promise<{ diagnostics: MaterialDiagnostic[]; text: string; value: unknown }> {
  if (!(MATERIAL_TYPES as readonly string[]).includes(type)) {
    const message = `unknown material type '${type}' (one of ${MATERIAL_TYPES.join(', ')})`;
    return { diagnostics: [at('content', 1, 1, 'unknown-type', message)], text: content, value: undefined };
  }
  let text = content;
  if (/\{\{|\{%/.test(content)) {
    const rendered = await renderTemplate(content, paramValues(params, given));
    if ('error' in rendered) {
      const { line, col, message } = rendered.error;
      return { diagnostics: [at('content', line, col, 'template-error', message)], text, value: undefined };
    }
    text = rendered.output;
  }
  if (text.trim() === '')
    return { diagnostics: [at('content', 1, 1, 'empty', 'the content is empty')], text, value: undefined };
  const { diagnostics, value } = checkText('content', text, type, FRAGMENTS[type as MaterialType]);
  return { diagnostics, text, value };
}

function at(path: MaterialDiagnostic['path'], line: number, col: number, code: string, message: string) {
  return { path, line, col, code, severity: 'error' as const, message };
}
