import Checkbox from '@douyinfe/semi-ui/lib/es/checkbox';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useFormI18n } from '../useFormI18n';

/**
 * A boolean as one checkbox labelled with the field's title (the default for type boolean).
 *
 * @example schema: { type: 'boolean', title: 'field.agree' }
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, autofocus, onChange, label, hideLabel, required } = props;
  const { t } = useFormI18n();
  return (
    <Checkbox
      id={id}
      checked={value === true}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.checked === true)}
    >
      {hideLabel || !label ? null : (
        <>
          {t(label)}
          {required ? <span className="jimu-form-required">*</span> : null}
        </>
      )}
    </Checkbox>
  );
}
