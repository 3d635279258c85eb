import type { WidgetProps } from '@rjsf/utils';
import { IconSelector } from './IconSelector';

/**
 * `ui:widget: showcase/iconSelector` — a string field holding a Remix icon name. Clearing gives
 * undefined, so `required` reports the empty field.
 *
 * @example // uiSchema: { icon: { 'ui:widget': 'showcase/iconSelector' } }
 */
export default function IconSelectorWidget({
  id,
  value,
  onChange,
  disabled,
  readonly,
  placeholder,
}: WidgetProps) {
  return (
    <IconSelector
      id={id}
      value={typeof value === 'string' ? value : undefined}
      onChange={onChange}
      disabled={disabled || readonly}
      placeholder={placeholder || undefined}
    />
  );
}
