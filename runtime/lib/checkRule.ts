import type { Language } from './language';
import { type RangeBound, type RangeSubject, ruleMessages } from './ruleMessages';

/**
 * One field rule (required, whitespace, range, enum or pattern). `message` replaces the default
 * text; its `%s` placeholders are filled the same way (label first). Every kind but `required`
 * lets an empty value (undefined, null, '') pass, so optional fields are checked only when filled in.
 */
export type ValidationRule =
  | { type: 'required'; message?: string }
  | { type: 'whitespace'; message?: string }
  | { type: 'range'; min?: number; max?: number; len?: number; message?: string }
  | { type: 'enum'; values: readonly unknown[]; message?: string }
  | { type: 'pattern'; pattern: RegExp | string; message?: string };

function format(template: string, ...args: unknown[]): string {
  let next = 0;
  return template.replace(/%s/g, () => String(args[next++] ?? ''));
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function measure(value: unknown): [RangeSubject, number] | undefined {
  if (typeof value === 'number') return ['number', value];
  // Count code points so an emoji or a CJK supplement character is one character.
  if (typeof value === 'string') return ['string', Array.from(value).length];
  if (Array.isArray(value)) return ['array', value.length];
  return undefined;
}

function checkRange(
  rule: Extract<ValidationRule, { type: 'range' }>,
  value: unknown,
): [RangeBound, unknown[]] | null {
  const measured = measure(value);
  if (!measured) return null;
  const [, size] = measured;
  const { min, max, len } = rule;
  if (len !== undefined) return size === len ? null : ['len', [len]];
  if (min !== undefined && max !== undefined) return size < min || size > max ? ['range', [min, max]] : null;
  if (min !== undefined && size < min) return ['min', [min]];
  if (max !== undefined && size > max) return ['max', [max]];
  return null;
}

/**
 * Checks `value` against one rule and answers null when it passes, else the message naming
 * `label` in `lang` — the synchronous core a form field runs on blur or submit.
 *
 * @example
 * checkRule({ type: 'required' }, '', 'Username', 'en'); // 'Username is required'
 * checkRule({ type: 'whitespace' }, '  ', '用户名', 'zh'); // '用户名不能为空'
 * checkRule({ type: 'range', min: 6 }, 'abc', 'Password', 'en'); // 'Password must be at least 6 characters'
 * checkRule({ type: 'pattern', pattern: /^\d+$/ }, '12', 'Code', 'en'); // null
 */
export function checkRule(
  rule: ValidationRule,
  value: unknown,
  label: string,
  lang: Language = 'zh',
): string | null {
  const texts = ruleMessages[lang];
  const fail = (template: string, ...args: unknown[]) => format(rule.message ?? template, label, ...args);
  if (rule.type === 'required') {
    const missing = isEmpty(value) || (Array.isArray(value) && value.length === 0);
    return missing ? fail(texts.required) : null;
  }
  if (isEmpty(value)) return null;
  switch (rule.type) {
    case 'whitespace':
      return typeof value === 'string' && value.trim() === '' ? fail(texts.whitespace) : null;
    case 'range': {
      const failed = checkRange(rule, value);
      if (!failed) return null;
      const [subject] = measure(value) ?? ['string'];
      return fail(texts.range[subject][failed[0]], ...failed[1]);
    }
    case 'enum':
      return rule.values.includes(value) ? null : fail(texts.enum, rule.values.join(', '));
    case 'pattern': {
      const pattern = typeof rule.pattern === 'string' ? new RegExp(rule.pattern) : rule.pattern;
      // A global or sticky pattern keeps lastIndex between calls; reset it so checks are repeatable.
      pattern.lastIndex = 0;
      return pattern.test(String(value)) ? null : fail(texts.pattern, value, pattern.source);
    }
  }
}
