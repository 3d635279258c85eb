import type { EnumOptionsType } from '@rjsf/utils';
import type { Translate } from '../createErrorTransformer';

/**
 * rjsf's enum options with their labels translated (`ui:enumNames` and oneOf titles are i18n keys)
 * and each value's index as the key Semi controls select by: values may be numbers, booleans or
 * objects, which a Semi option value cannot always hold.
 *
 * @example enumLabels(options.enumOptions, t); // [{ label: '管理员', value: 'Admin', key: '0' }]
 */
export function enumLabels(options: EnumOptionsType[] | undefined, t: Translate) {
  return (options ?? []).map((option, index) => ({
    label: t(String(option.label)),
    value: option.value as unknown,
    key: String(index),
  }));
}

/** The index key of `value` among the options, or undefined. */
export function keyOf(options: { value: unknown; key: string }[], value: unknown): string | undefined {
  return options.find((o) => o.value === value || JSON.stringify(o.value) === JSON.stringify(value))?.key;
}
