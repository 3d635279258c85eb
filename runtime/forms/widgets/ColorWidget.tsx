import ColorPicker from '@douyinfe/semi-ui/lib/es/colorPicker';
import Input from '@douyinfe/semi-ui/lib/es/input';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * `format: color`: a hex text box with Semi's colour picker as its swatch; picking writes `#rrggbb`.
 *
 * @example schema: { type: 'string', format: 'color', title: 'field.themeColor' }
 */
export function ColorWidget(props: WidgetProps) {
  const { id, value, readonly, disabled, onChange, onBlur, options } = props;
  const text = typeof value === 'string' ? value : '';
  const editable = !readonly && !disabled;
  return (
    <Input
      id={id}
      value={text}
      disabled={disabled}
      readonly={readonly}
      validateStatus={props.rawErrors?.length ? 'error' : 'default'}
      aria-describedby={ariaDescribedByIds(id)}
      placeholder="#1664ff"
      prefix={
        editable ? (
          <ColorPicker
            usePopover
            alpha={false}
            value={ColorPicker.colorStringToValue(HEX.test(text) ? text : '#1664ff')}
            onChange={(picked) => onChange(picked.hex.slice(0, 7))}
          >
            <span
              className="jimu-form-swatch"
              style={{ background: HEX.test(text) ? text : 'transparent' }}
            />
          </ColorPicker>
        ) : (
          <span className="jimu-form-swatch" style={{ background: HEX.test(text) ? text : 'transparent' }} />
        )
      }
      onChange={(next) => onChange(next === '' ? options.emptyValue : next)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
