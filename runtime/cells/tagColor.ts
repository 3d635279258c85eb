/** Colour names Semi's Tag takes; anything else in `colors` is used as a CSS colour. */
export const SEMI_COLORS = [
  'amber',
  'blue',
  'cyan',
  'green',
  'grey',
  'indigo',
  'light-blue',
  'light-green',
  'lime',
  'orange',
  'pink',
  'purple',
  'red',
  'teal',
  'violet',
  'yellow',
  'white',
] as const;

export type SemiColor = (typeof SEMI_COLORS)[number];

/**
 * A Semi colour name, or undefined for a CSS colour (or none).
 *
 * @example
 * semiColor('green'); // 'green'
 * semiColor('#f60'); // undefined
 */
export function semiColor(color: string | undefined): SemiColor | undefined {
  return SEMI_COLORS.find((name) => name === color);
}

/**
 * The CSS colour of a `colors` entry: Semi's palette variable for a Semi name, else as written.
 *
 * @example
 * cssColor('green'); // 'rgba(var(--semi-green-5), 1)'
 */
export function cssColor(color: string | undefined): string {
  if (!color) return 'var(--semi-color-text-2)';
  return semiColor(color) ? `rgba(var(--semi-${color}-5), 1)` : color;
}
