import InputNumber from '@douyinfe/semi-ui/lib/es/inputNumber';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useFormI18n } from '../useFormI18n';

/** Semi hands a number, or the text while it is not one yet ('', '-', '1.'). */
function toNumber(next: number | string | undefined): number | undefined {
  if (typeof next === 'number') return Number.isNaN(next) ? undefined : next;
  if (next === undefined || next.trim() === '') return undefined;
  const parsed = Number(next);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/**
 * Numbers and integers (rjsf's `updown`, the default for type number/integer): Semi's stepper,
 * bounded by `minimum`/`maximum`, stepping by `multipleOf`; integers take no decimals.
 *
 * @example schema: { type: 'integer', title: 'field.order', minimum: 0 }
 */
export function NumberWidget(props: WidgetProps) {
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
    schema,
    placeholder,
  } = props;
  const { t } = useFormI18n();
  const integer = schema.type === 'integer';
  return (
    <InputNumber
      id={id}
      name={props.htmlName || id}
      value={typeof value === 'number' ? value : undefined}
      min={typeof schema.minimum === 'number' ? schema.minimum : undefined}
      max={typeof schema.maximum === 'number' ? schema.maximum : undefined}
      step={typeof schema.multipleOf === 'number' ? schema.multipleOf : 1}
      precision={integer ? 0 : undefined}
      placeholder={placeholder ? t(placeholder) : undefined}
      readonly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      validateStatus={props.rawErrors?.length ? 'error' : 'default'}
      aria-describedby={ariaDescribedByIds(id)}
      style={{ width: '100%' }}
      onChange={(next) => onChange(toNumber(next) ?? options.emptyValue)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
