import TextArea from '@douyinfe/semi-ui/lib/es/input/textarea';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useFormI18n } from '../useFormI18n';

/**
 * Multi-line text (`ui:widget: textarea`); `ui:options.rows` sets its height (default 4), and a
 * `maxLength` shows a character count.
 *
 * @example uiSchema: { description: { 'ui:widget': 'textarea', 'ui:options': { rows: 6 } } }
 */
export function TextareaWidget(props: WidgetProps) {
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
  return (
    <TextArea
      id={id}
      name={props.htmlName || id}
      value={value == null ? '' : String(value)}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      placeholder={placeholder ? t(placeholder) : undefined}
      readonly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      showCounter={typeof schema.maxLength === 'number'}
      maxCount={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      validateStatus={props.rawErrors?.length ? 'error' : 'default'}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(text) => onChange(text === '' ? options.emptyValue : text)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
