import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Select } from '../Select';
import { labelId } from '../templates/labelId';
import { useFormI18n } from '../useFormI18n';
import { enumLabels, keyOf } from './enumLabels';

/**
 * A dropdown over an enum (`ui:enumNames` or oneOf titles as labels); with `multiple` — an array of
 * enum values with `uniqueItems` — a multi-select. Searchable once there are more than 8 options.
 *
 * @example schema: { type: 'array', uniqueItems: true, items: { enum: ['Admin', 'Editor'] } }
 */
export function SelectWidget(props: WidgetProps) {
  const {
    id,
    value,
    readonly,
    disabled,
    autofocus,
    onBlur,
    onFocus,
    onChange,
    options,
    multiple,
    placeholder,
  } = props;
  const { t, texts } = useFormI18n();
  const choices = enumLabels(options.enumOptions, t);
  const disabledValues: readonly unknown[] = options.enumDisabled ?? [];
  const values: unknown[] = Array.isArray(value) ? value : [];
  const selected = multiple
    ? values.map((v) => keyOf(choices, v)).filter((key): key is string => Boolean(key))
    : keyOf(choices, value);
  const choiceValue = (key: unknown) => choices.find((c) => c.key === key)?.value;
  return (
    <Select
      id={id}
      multiple={multiple}
      value={selected}
      optionList={choices.map((c) => ({
        label: c.label,
        value: c.key,
        disabled: disabledValues.includes(c.value),
      }))}
      placeholder={placeholder ? t(placeholder) : texts.select}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      filter={choices.length > 8}
      showClear={!props.required && !readonly}
      validateStatus={props.rawErrors?.length ? 'error' : 'default'}
      aria-describedby={ariaDescribedByIds(id)}
      // Named by the field's own label (the theme's FieldTemplate gives it this id). The kind chooser
      // of an anyOf/oneOf field has no label of its own: the field's names it.
      aria-labelledby={labelId(id.replace(/__(anyof|oneof)_select$/, ''))}
      style={{ width: '100%' }}
      // A controlled single Select reports onChange only after its close animation; onSelect is
      // immediate, so the form (and live validation) sees the choice at once. Clearing still
      // arrives through onChange.
      onSelect={multiple ? undefined : (key) => onChange(choiceValue(key))}
      onChange={(next) => {
        if (multiple) onChange(((next as string[]) ?? []).map(choiceValue));
        else if (next === undefined) onChange(options.emptyValue);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
