import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { checkRule, type Language, ruleMessages } from '../lib';
import { formatMessages } from './formats';
import { fill, formMessages } from './formMessages';

/** Turns an i18n key (or literal text) into the words shown; a key with no translation shows as is. */
export type Translate = (key: string) => string;

const ranges: Record<string, ['string' | 'number' | 'array', 'min' | 'max']> = {
  minLength: ['string', 'min'],
  maxLength: ['string', 'max'],
  minimum: ['number', 'min'],
  exclusiveMinimum: ['number', 'min'],
  maximum: ['number', 'max'],
  exclusiveMaximum: ['number', 'max'],
  minItems: ['array', 'min'],
  maxItems: ['array', 'max'],
};

/** The label an error names: the field's (translated) title, else its property name. */
export function errorLabel(error: RJSFValidationError, translate: Translate): string {
  if (error.title) return translate(error.title);
  const parts = (error.property ?? '').split('.').filter(Boolean);
  return parts.at(-1) ?? '';
}

function messageFor(error: RJSFValidationError, label: string, lang: Language): string {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const texts = formMessages[lang].error;
  const range = ranges[error.name ?? ''];
  if (range) return fill(ruleMessages[lang].range[range[0]][range[1]], label, params.limit);
  switch (error.name) {
    case 'required':
      return checkRule({ type: 'required' }, undefined, label, lang) ?? '';
    case 'enum':
      return fill(ruleMessages[lang].enum, label, (params.allowedValues as unknown[]).join(', '));
    case 'format': {
      const template = formatMessages[lang][String(params.format)];
      return template ? fill(template, label) : fill(texts.pattern, label);
    }
    case 'pattern':
      return fill(texts.pattern, label);
    case 'type':
      return fill(texts.type, label, params.type);
    case 'const':
      return fill(texts.const, label);
    case 'oneOf':
    case 'anyOf':
      return fill(texts.oneOf, label);
    case 'uniqueItems':
      return fill(texts.uniqueItems, label);
    default:
      return fill(texts.invalid, label);
  }
}

/**
 * rjsf's `transformErrors` for page forms: replaces ajv's English with the VA-06 default messages
 * ('%s is required' / '%s为必填项', ranges, enums) and the VA-05 format messages, in `lang`, naming
 * the field by its translated title. Both the inline error and the error list read the result.
 *
 * @example
 * <Form transformErrors={createErrorTransformer(t, 'en')} … />
 * // { name: 'required', title: 'field.username' } → 'Username is required'
 */
export function createErrorTransformer(translate: Translate, lang: Language): ErrorTransformer {
  return (errors) =>
    errors.map((error) => {
      const message = messageFor(error, errorLabel(error, translate), lang);
      return { ...error, message, stack: message };
    });
}
