/**
 * Whether a value is one of the given options: a radio group's or a select's value checked against
 * the choices it offered, a stored value against a union's members.
 *
 * @example if (isOneOf(['list', 'board'], event.target.value)) chooseView(event.target.value);
 */
export const isOneOf = <T>(options: readonly T[], value: unknown): value is T =>
  options.some((option) => option === value);

/**
 * Whether a value names an own key of a record: a choice checked against the table it indexes.
 *
 * @example const width = isKeyOf(WIDTHS, value) ? WIDTHS[value] : WIDTHS.desktop;
 */
export const isKeyOf = <R extends object>(record: R, value: unknown): value is keyof R =>
  typeof value === 'string' && Object.hasOwn(record, value);
