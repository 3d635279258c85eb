import CheckboxGroup from '@douyinfe/semi-ui/lib/es/checkbox/checkboxGroup';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { labelId } from '../templates/labelId';
import { useFormI18n } from '../useFormI18n';
import { enumLabels, keyOf } from './enumLabels';

/**
 * Several choices of an enum array as checkboxes (`ui:widget: checkboxes`); `ui:options.inline`
 * lays them in a row. The value keeps the enum's order, whatever order they were ticked in.
 *
 * @example uiSchema: { roles: { 'ui:widget': 'checkboxes', 'ui:options': { inline: true } } }
 */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, options } = props;
  const { t } = useFormI18n();
  const choices = enumLabels(options.enumOptions, t);
  const disabledValues: readonly unknown[] = options.enumDisabled ?? [];
  const values: unknown[] = Array.isArray(value) ? value : [];
  const selected = values.map((v) => keyOf(choices, v)).filter((key): key is string => Boolean(key));
  return (
    <CheckboxGroup
      id={id}
      name={props.htmlName || id}
      value={selected}
      direction={options.inline ? 'horizontal' : 'vertical'}
      disabled={disabled || readonly}
      aria-describedby={ariaDescribedByIds(id)}
      aria-labelledby={labelId(id)}
      options={choices.map((c) => ({
        label: c.label,
        value: c.key,
        disabled: disabledValues.includes(c.value),
      }))}
      onChange={(keys) =>
        onChange(choices.filter((c) => (keys as string[]).includes(c.key)).map((c) => c.value))
      }
    />
  );
}
