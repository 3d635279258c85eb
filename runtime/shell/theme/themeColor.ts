/**
 * The value of one of the theme's CSS variables on the body (`--semi-color-text-0`), as CSS has it:
 * a colour, or a palette's `r, g, b` (`--semi-blue-5`, wrap it in `rgb()`).
 *
 * @example themeColor('--semi-color-primary') // 'rgba(0, 79, 179, 1)'
 */
export function themeColor(name: string): string {
  return getComputedStyle(document.body).getPropertyValue(name).trim();
}
