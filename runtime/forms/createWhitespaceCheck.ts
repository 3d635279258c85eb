import type { CustomValidator, FormValidation, RJSFSchema } from '@rjsf/utils';
import { checkRule, type Language } from '../lib';
import type { Translate } from './createErrorTransformer';

type Node = Record<string, unknown>;

function walk(
  schema: RJSFSchema,
  data: unknown,
  errors: FormValidation,
  translate: Translate,
  lang: Language,
) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return;
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  for (const [name, child] of Object.entries(properties)) {
    if (typeof child !== 'object') continue;
    const value = (data as Node)[name];
    const fieldErrors = (errors as unknown as Record<string, FormValidation>)[name];
    if (child.type === 'object') {
      if (fieldErrors) walk(child, value, fieldErrors, translate, lang);
    } else if (required.has(name) && child.type === 'string' && fieldErrors) {
      const label = translate(typeof child.title === 'string' ? child.title : name);
      const message = checkRule({ type: 'whitespace' }, value, label, lang);
      if (message) fieldErrors.addError(message);
    }
  }
}

/**
 * rjsf's `customValidate` adding the VA-06 whitespace rule: a required text field of `schema` holding
 * only spaces is empty ('%s cannot be empty' / '%s不能为空'), which JSON Schema's `required` cannot
 * see. Walks nested objects; array items are left to the schema.
 *
 * @example <Form customValidate={createWhitespaceCheck(schema, t, 'en')} … />
 */
export function createWhitespaceCheck(
  schema: RJSFSchema,
  translate: Translate,
  lang: Language,
): CustomValidator {
  return (formData, errors) => {
    walk(schema, formData, errors, translate, lang);
    return errors;
  };
}
