import type { ErrorSchema } from '@rjsf/utils';
import { ruleMessages } from '../lib';
import type { FormLocale, Translate } from './createErrorTransformer';
import { fill } from './fillPlaceholders';

type Json = Record<string, unknown>;

/**
 * How servers name a field in a refusal, and what each means in the form's words. The mock back
 * end and the spec's envelope answer in Chinese with the field's key (`字段 password 不能为空`); a
 * person should read `密码为必填项` / `Password is required` under the password box instead.
 */
const RULES: {
  pattern: RegExp;
  message(label: string, form: FormLocale, match: RegExpMatchArray): string;
}[] = [
  {
    pattern: /^字段 (\w+) 不能为空$/,
    message: (label, { lang }) => fill(ruleMessages[lang].required, label),
  },
  {
    pattern: /^字段 (\w+) 至少 (\d+) 位$/,
    message: (label, { lang }, match) => fill(ruleMessages[lang].range.string.min, label, match[2]),
  },
  {
    pattern: /^字段 (\w+) 不正确$/,
    message: (label, { texts }) => fill(texts.error.incorrect, label),
  },
  {
    pattern: /^字段 (\w+) .*已存在/,
    message: (label, { texts }) => fill(texts.error.taken, label),
  },
  { pattern: /^用户名 .+ 已存在$/, message: (label, { texts }) => fill(texts.error.taken, label) },
  { pattern: /^字段 (\w+) /, message: (label, { texts }) => fill(texts.error.invalid, label) },
];
/** Messages that name their field by meaning rather than by key. */
const IMPLIED_FIELD: Record<string, string> = { '^用户名 .+ 已存在$': 'username' };

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** What a server refusal says, when the error is one (an HttpError of reason `status`). */
function refusalText(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('reason' in error) || error.reason !== 'status') return undefined;
  const body = 'body' in error ? error.body : undefined;
  if (isObject(body) && typeof body.msg === 'string') return body.msg;
  return error.message;
}

/**
 * The field errors a server refusal names, as rjsf `extraErrors` in the form's language, or
 * undefined when the refusal names no field the form shows (then the toast that already explains
 * it is the right place). Only top-level fields of `schema` that are not hidden count.
 *
 * @example
 * serverFieldErrors(new HttpError({ status: 400, message: '字段 password 不能为空', url }), schema, {}, t, { lang, texts });
 * // { password: { __errors: ['Password is required'] } }
 */
export function serverFieldErrors(
  error: unknown,
  schema: Json,
  uiSchema: Json,
  translate: Translate,
  form: FormLocale,
): ErrorSchema | undefined {
  const text = refusalText(error)?.trim();
  if (!text) return undefined;
  const properties = schema.properties;
  if (!isObject(properties)) return undefined;
  for (const rule of RULES) {
    const match = text.match(rule.pattern);
    if (!match) continue;
    const field = IMPLIED_FIELD[rule.pattern.source] ?? match[1];
    const property = field ? properties[field] : undefined;
    const ui = uiSchema[field ?? ''];
    if (!isObject(property) || (isObject(ui) && ui['ui:widget'] === 'hidden')) return undefined;
    const label = translate(typeof property.title === 'string' ? property.title : field);
    return { [field]: { __errors: [rule.message(label, form, match)] } } as ErrorSchema;
  }
  return undefined;
}
