import Switch from '@douyinfe/semi-ui/lib/es/switch';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useFormI18n } from '../useFormI18n';

/**
 * A boolean as an on/off switch (`ui:widget: switch`); the label stays above, like other fields.
 *
 * @example uiSchema: { enabled: { 'ui:widget': 'switch' } }
 */
export function SwitchWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, label } = props;
  const { t } = useFormI18n();
  return (
    <Switch
      id={id}
      checked={value === true}
      disabled={disabled || readonly}
      aria-label={label ? t(label) : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(checked) => onChange(checked)}
    />
  );
}
