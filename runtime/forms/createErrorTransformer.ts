import type { ErrorTransformer, RJSFValidationError } from '@rjsf/utils';
import { checkRule, type Language, ruleMessages } from '../lib';
import { fill, fillNamed } from './fillPlaceholders';
import { formatMessages } from './formats';
import type { FormTexts } from './formTexts';

/** Turns an i18n key (or literal text) into the words shown; a key with no translation shows as is. */
export type Translate = (key: string) => string;

/** The form's language and the theme's words in it (`useFormI18n` has both). */
export interface FormLocale {
  lang: Language;
  texts: FormTexts;
}

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

type Json = Record<string, unknown>;

/** The sub-schema an error's property path (`.contacts.0.name`) points at, if the schema has it. */
function schemaAt(schema: Json | undefined, property: string | undefined): Json | undefined {
  let node: unknown = schema;
  for (const part of (property ?? '').split('.').filter(Boolean)) {
    const here = node as Json | undefined;
    if (here?.properties && typeof here.properties === 'object') node = (here.properties as Json)[part];
    else if (here?.items && typeof here.items === 'object') node = here.items;
    else return undefined;
  }
  return node && typeof node === 'object' ? (node as Json) : undefined;
}

/** A list of choices (enum items: checkboxes, multi-select) is chosen from; any other list is added to. */
const isChoiceList = (schema: Json | undefined) => {
  const items = schema?.items as Json | undefined;
  return !!items && (Array.isArray(items.enum) || Array.isArray(items.oneOf) || Array.isArray(items.anyOf));
};

function messageFor(error: RJSFValidationError, label: string, form: FormLocale, schema?: Json): string {
  const { lang } = form;
  const params = (error.params ?? {}) as Record<string, unknown>;
  const texts = form.texts.error;
  if (error.name === 'minItems' || error.name === 'maxItems') {
    const choice = isChoiceList(schemaAt(schema, error.property));
    const key = `${choice ? 'choose' : 'add'}${error.name === 'minItems' ? 'Min' : 'Max'}` as const;
    return fillNamed(texts[key], { label, limit: params.limit });
  }
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
 * rjsf's `transformErrors` for page forms: replaces ajv's English with the default rule messages
 * ('%s is required' / '%s为必填项', ranges, enums) and the helper-rule format messages, in `lang`, naming
 * the field by its translated title. A list's item count reads as a person would say it
 * ('请至少选择 1 个角色' for choices, '请至少添加 1 个联系人' for added items), so `schema` is asked
 * which kind of list the error is about. Both the inline error and the error list read the result.
 *
 * @example
 * <Form transformErrors={createErrorTransformer(t, { lang, texts })} … />
 * // { name: 'required', title: 'field.username' } → 'Username is required'
 */
export function createErrorTransformer(
  translate: Translate,
  form: FormLocale,
  schema?: object,
): ErrorTransformer {
  return (errors) =>
    errors.map((error) => {
      const message = messageFor(error, errorLabel(error, translate), form, schema as Json | undefined);
      return { ...error, message, stack: message };
    });
}
