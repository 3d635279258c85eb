import type { WidgetProps } from '@rjsf/utils';

/**
 * What a lazy demo widget shows while its chunk loads: a disabled field of the same id, so the
 * form's label still points at something and the layout does not jump.
 */
export function WidgetLoading({ id, value }: WidgetProps) {
  return (
    <input id={id} className="semi-input" disabled value={typeof value === 'string' ? value : ''} readOnly />
  );
}
