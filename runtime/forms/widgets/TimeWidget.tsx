import TimePicker from '@douyinfe/semi-ui/lib/es/timePicker';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useFormI18n } from '../useFormI18n';

const pad = (n: number) => String(Math.abs(Math.trunc(n))).padStart(2, '0');

/** The local UTC offset as `+08:00`, which JSON Schema's `time` format requires. */
function offset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  return `${minutes >= 0 ? '+' : '-'}${pad(minutes / 60)}:${pad(minutes % 60)}`;
}

/**
 * A time of day with Semi's time picker. With `format: time` the value carries the local offset
 * (`09:30:00+08:00`, as the format demands); otherwise it is plain `HH:mm:ss`.
 *
 * @example schema: { type: 'string', format: 'time', title: 'field.startAt' }
 */
export function TimeWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, options, schema, placeholder } = props;
  const { t } = useFormI18n();
  const text = typeof value === 'string' ? value.slice(0, 8) : undefined;
  return (
    <TimePicker
      id={id}
      format="HH:mm:ss"
      value={text || undefined}
      placeholder={placeholder ? t(placeholder) : undefined}
      disabled={disabled || readonly}
      validateStatus={props.rawErrors?.length ? 'error' : 'default'}
      aria-describedby={ariaDescribedByIds(id)}
      style={{ width: '100%' }}
      onChange={(time, timeString) => {
        if (!(time instanceof Date) || typeof timeString !== 'string') return onChange(options.emptyValue);
        onChange(schema.format === 'time' ? `${timeString}${offset(time)}` : timeString);
      }}
    />
  );
}
