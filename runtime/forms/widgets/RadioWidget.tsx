import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { labelId } from '../templates/labelId';
import { useFormI18n } from '../useFormI18n';
import { enumLabels, keyOf } from './enumLabels';

/**
 * One choice among a few (`ui:widget: radio`), side by side unless `ui:options.inline` is false;
 * `ui:options.button: true` draws them as a segmented button bar.
 *
 * @example uiSchema: { status: { 'ui:widget': 'radio' } }
 */
export function RadioWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, options } = props;
  const { t } = useFormI18n();
  const choices = enumLabels(options.enumOptions, t);
  const disabledValues: readonly unknown[] = options.enumDisabled ?? [];
  // Semi's group has no role of its own: the wrapper makes it one radio group named by the field.
  return (
    <div role="radiogroup" aria-labelledby={labelId(id)}>
      <RadioGroup
        id={id}
        name={props.htmlName || id}
        value={keyOf(choices, value)}
        direction={options.inline === false ? 'vertical' : 'horizontal'}
        type={options.button ? 'button' : 'default'}
        disabled={disabled || readonly}
        aria-describedby={ariaDescribedByIds(id)}
        options={choices.map((c) => ({
          label: c.label,
          value: c.key,
          disabled: disabledValues.includes(c.value),
        }))}
        onChange={(event) => onChange(choices.find((c) => c.key === event.target.value)?.value)}
      />
    </div>
  );
}
