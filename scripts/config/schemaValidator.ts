import type { ErrorObject, ValidateFunction } from 'ajv';
import { type ConfigKind, configKinds, createAjv, schemaId } from '../schema/createAjv';

/** A value the schema marks with `x-i18n` (an i18n key) or `x-icon` (an icon name), and where it is. */
export interface Annotation {
  kind: 'i18n' | 'icon';
  /** ajv instancePath (a JSON pointer) of the value. */
  pointer: string;
  value: string;
  /** The object holding the value: an icon's sibling `isCustomSvg` is read from it. */
  parent: unknown;
}

/** What one validation found: ajv's raw errors (verbose) and the annotated values met on the way. */
export interface SchemaResult {
  errors: ErrorObject[];
  annotations: Annotation[];
}

/**
 * Validates parsed config data against the schema of its kind. Validators are compiled once per
 * process (compiling is the slow part: it would dominate a 1,000-page build if done per file).
 * The annotation keywords `x-i18n` and `x-icon` are re-registered with a collector so that one
 * pass both validates and finds every i18n key and icon name, wherever the schema allows them.
 *
 * @example
 * const { errors, annotations } = schemaValidator().validate('app', { title: 'app.title' });
 * // errors: [], annotations: [{ kind: 'i18n', pointer: '/title', value: 'app.title', parent: {…} }]
 */
export class SchemaValidator {
  private readonly validators = new Map<ConfigKind, ValidateFunction>();
  private sink: Annotation[] = [];

  constructor() {
    const ajv = createAjv({ verbose: true });
    for (const keyword of ['x-i18n', 'x-icon'] as const) {
      const kind = keyword === 'x-i18n' ? 'i18n' : 'icon';
      ajv.removeKeyword(keyword);
      ajv.addKeyword({
        keyword,
        schemaType: 'boolean',
        errors: false,
        validate: (enabled: boolean, data: unknown, _parentSchema?: unknown, cxt?: DataContext) => {
          if (enabled && typeof data === 'string' && cxt) {
            this.sink.push({ kind, pointer: cxt.instancePath, value: data, parent: cxt.parentData });
          }
          return true;
        },
      });
    }
    for (const kind of configKinds) {
      const validate = ajv.getSchema(schemaId(kind));
      if (!validate) throw new Error(`schema ${schemaId(kind)} is not registered`);
      this.validators.set(kind, validate);
    }
  }

  validate(kind: ConfigKind, data: unknown): SchemaResult {
    const validate = this.validators.get(kind);
    if (!validate) return { errors: [], annotations: [] };
    this.sink = [];
    validate(data);
    const result = { errors: [...(validate.errors ?? [])], annotations: this.sink };
    this.sink = [];
    return result;
  }
}

interface DataContext {
  instancePath: string;
  parentData: unknown;
}

let shared: SchemaValidator | undefined;

/**
 * The process-wide validator, compiled on first use.
 *
 * @example
 * schemaValidator().validate('theme', { layout: 'common' });
 */
export function schemaValidator(): SchemaValidator {
  shared ??= new SchemaValidator();
  return shared;
}
