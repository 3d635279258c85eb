import type { CustomValidator, FormValidation, RJSFSchema } from '@rjsf/utils';
import { checkRule, type Language } from '../lib';
import type { Translate } from './createErrorTransformer';

type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A field asked for only when a record is created (`ui:options.createOnly`, a new user's password)
 * is required whenever it is shown: the schema cannot say so, since the same schema edits records.
 */
function requiredNow(ui: unknown): boolean {
  if (!isObject(ui) || ui['ui:widget'] === 'hidden') return false;
  const options = ui['ui:options'];
  return isObject(options) && options.createOnly === true;
}

function walk(
  schema: RJSFSchema,
  data: unknown,
  errors: FormValidation,
  translate: Translate,
  lang: Language,
  uiSchema: Node = {},
) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return;
  const properties = schema.properties ?? {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  for (const [name, child] of Object.entries(properties)) {
    if (typeof child !== 'object') continue;
    const value = (data as Node)[name];
    const fieldErrors = errors[name];
    const label = () => translate(typeof child.title === 'string' ? child.title : name);
    if (child.type === 'object') {
      if (fieldErrors)
        walk(child, value, fieldErrors, translate, lang, isObject(uiSchema[name]) ? uiSchema[name] : {});
    } else if (requiredNow(uiSchema[name]) && fieldErrors && (value === undefined || value === '')) {
      fieldErrors.addError(checkRule({ type: 'required' }, value, label(), lang) ?? '');
    } else if (required.has(name) && child.type === 'string' && fieldErrors) {
      const message = checkRule({ type: 'whitespace' }, value, label(), lang);
      if (message) fieldErrors.addError(message);
    }
  }
}

/**
 * rjsf's `customValidate` adding the whitespace rule: a required text field of `schema` holding
 * only spaces is empty ('%s cannot be empty' / '%s不能为空'), which JSON Schema's `required` cannot
 * see. A field marked `ui:options.createOnly` and shown (a new user's password) is required too.
 * Walks nested objects; array items are left to the schema.
 *
 * @example <Form customValidate={createWhitespaceCheck(schema, t, 'en')} … />
 */
export function createWhitespaceCheck(
  schema: RJSFSchema,
  translate: Translate,
  lang: Language,
): CustomValidator {
  return (formData, errors, uiSchema) => {
    walk(schema, formData, errors, translate, lang, uiSchema ?? {});
    return errors;
  };
}
