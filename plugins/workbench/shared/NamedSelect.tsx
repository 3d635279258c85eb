import Select, { type SelectProps } from '@douyinfe/semi-ui/lib/es/select';
import { useId } from 'react';

/**
 * Semi's Select with an accessible name. Semi writes its own `aria-label` on the combobox ('' or
 * 'selected') over the one it is given, so a screen reader, axe and `getByRole('combobox', { name })`
 * found every labelled Select of the workbench nameless; this one names it through
 * `aria-labelledby`, which Semi passes on, with the label kept off screen.
 *
 * @example <NamedSelect aria-label="泳道" value={lanes} optionList={…} onChange={…} />
 */
export function NamedSelect({ 'aria-label': label, ...props }: SelectProps & { 'aria-label': string }) {
  const id = useId();
  return (
    <>
      <span id={id} className="jimu-visually-hidden">
        {label}
      </span>
      <Select {...props} aria-labelledby={props['aria-labelledby'] ?? id} />
    </>
  );
}
