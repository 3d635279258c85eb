/**
 * The id of a field's label, for controls a `<label for>` cannot name (a group of checkboxes or
 * radios is a list, not an input): they point back at it with `aria-labelledby`.
 *
 * @example <CheckboxGroup aria-labelledby={labelId(id)} … />
 */
export const labelId = (fieldId: string): string => `${fieldId}__label`;
