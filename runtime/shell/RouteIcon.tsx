import type { ComponentType } from 'react';

export interface RouteIconProps {
  name?: string;
  isCustomSvg?: boolean;
  /** The icon components the build bundled for this config (jimu:icons). */
  icons: Record<string, ComponentType<{ size?: 'small' | 'default' | 'large' | 'extra-large' }>>;
}

/** A route's icon: a bundled Semi icon, or a custom SVG from config/icons shown as an image. */
export function RouteIcon({ name, isCustomSvg, icons }: RouteIconProps) {
  if (!name) return null;
  if (isCustomSvg)
    return <img src={`static/icons/${encodeURIComponent(name)}.svg`} alt="" width={16} height={16} />;
  const Icon = icons[name];
  return Icon ? <Icon /> : null;
}
