import spriteUrl from 'virtual:remixicon-sprite';

// The build hands the sprite's path relative to this chunk; the page's own address is elsewhere.
const SPRITE = new URL(spriteUrl, import.meta.url).href;

export interface RemixIconProps {
  /** The glyph: `home-line`, `home-fill` (a name the seed lists, server/store/seed/seedIcons.ts). */
  name: string;
  size?: number;
  /** Spoken name; without it the icon is decoration (aria-hidden). */
  label?: string;
  className?: string;
}

/**
 * A Remix Icon drawn from the build's sprite (`<use href="…remixicon-*.svg#ri-home-line">`). An
 * unknown name draws an empty box of the same size whose title names it, never a broken image.
 *
 * @example <RemixIcon name="home-line" size={24} />
 */
export function RemixIcon({ name, size = 24, label, className }: RemixIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <title>{name}</title>
      <use href={`${SPRITE}#ri-${name}`} />
    </svg>
  );
}
