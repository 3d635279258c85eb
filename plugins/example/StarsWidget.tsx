import Rating from '@douyinfe/semi-ui/lib/es/rating';
import type { WidgetProps } from '@rjsf/utils';

/**
 * `ui:widget: example/stars` — an integer field as stars; `ui:options: { count }` sets how many
 * (default: the schema's maximum, else 5). Clearing the stars gives undefined, so `required` works.
 *
 * @example
 * // uiSchema: { rate: { 'ui:widget': example/stars } }
 */
export function StarsWidget({ id, value, onChange, disabled, readonly, schema, options }: WidgetProps) {
  const count = Number(options.count ?? schema.maximum ?? 5);
  return (
    <Rating
      id={id}
      count={count}
      value={typeof value === 'number' ? value : 0}
      disabled={disabled || readonly}
      onChange={(next: number) => onChange(next === 0 ? undefined : next)}
    />
  );
}
