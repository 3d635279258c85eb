import Input from '@douyinfe/semi-ui/lib/es/input';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { ariaDescribedByIds, getInputProps } from '@rjsf/utils';
import { useFormI18n } from '../useFormI18n';

/**
 * The Semi text input behind rjsf's text, password, email and url widgets: empty text becomes the
 * field's `emptyValue` (undefined), so `required` catches a cleared field.
 *
 * @example uiSchema: { password: { 'ui:widget': 'password' } }
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride } =
    props;
  const { options, schema, type, placeholder, rawErrors } = props;
  const { t } = useFormI18n();
  const inputProps = getInputProps(schema, type, options);
  const mode = inputProps.type === 'password' ? 'password' : undefined;
  return (
    <Input
      id={id}
      name={htmlName || id}
      type={mode ? undefined : inputProps.type === 'number' ? 'text' : inputProps.type}
      mode={mode}
      value={value == null ? '' : String(value)}
      placeholder={placeholder ? t(placeholder) : undefined}
      readonly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      validateStatus={rawErrors?.length ? 'error' : 'default'}
      showClear={!readonly && !disabled}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(text, event) =>
        onChangeOverride ? onChangeOverride(event) : onChange(text === '' ? options.emptyValue : text)
      }
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
