import DatePicker from '@douyinfe/semi-ui/lib/es/datePicker';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useFormI18n } from '../useFormI18n';
import { parseWallClock, wallClockText } from './wallClock';

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD` of a date in local time, as JSON Schema's `date` format wants. */
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

function parse(value: unknown, withTime: boolean, wallClock: boolean): Date | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  if (wallClock) return parseWallClock(value);
  // A bare date is local midnight; `new Date('2024-05-01')` would read it as UTC.
  const date = withTime ? new Date(value) : new Date(`${value}T00:00:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * `format: date` (value `YYYY-MM-DD`), `format: date-time` (value an ISO 8601 instant, shown
 * in local time) and `format: localDateTime` (a wall clock without a zone, as a `timestamp`
 * column holds it: shown and sent as that text in every zone) with Semi's date picker; rjsf picks
 * it for those formats.
 *
 * @example schema: { type: 'string', format: 'date-time', title: 'field.createTime' }
 */
export function DateWidget(props: WidgetProps) {
  const {
    id,
    value,
    readonly,
    disabled,
    autofocus,
    onChange,
    onBlur,
    onFocus,
    options,
    schema,
    placeholder,
  } = props;
  const { t } = useFormI18n();
  const wallClock = schema.format === 'localDateTime';
  const withTime =
    wallClock || schema.format === 'date-time' || props.type === 'datetime-local' || options.time === true;
  // Semi's DatePicker takes no id; the wrapper carries it for the label and for tests.
  return (
    <div id={id} className="jimu-form-control">
      <DatePicker
        type={withTime ? 'dateTime' : 'date'}
        format={withTime ? 'yyyy-MM-dd HH:mm:ss' : 'yyyy-MM-dd'}
        value={parse(value, withTime, wallClock)}
        placeholder={placeholder ? t(placeholder) : undefined}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        validateStatus={props.rawErrors?.length ? 'error' : 'default'}
        aria-describedby={ariaDescribedByIds(id)}
        style={{ width: '100%' }}
        onChange={(date) => {
          const picked = date instanceof Date ? date : undefined;
          if (!picked) onChange(options.emptyValue);
          else if (wallClock) onChange(wallClockText(picked));
          else onChange(withTime ? picked.toISOString() : localDate(picked));
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </div>
  );
}
