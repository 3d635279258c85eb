import type { ComponentType } from 'react';
import { lazyComponent } from '../lib/lazyComponent';

type IconProps = { size?: 'small' | 'default' | 'large' | 'extra-large' };

/**
 * An icon whose code loads the first time it is drawn (`jimu build` bundles the top-level menu's
 * icons with the console and loads the other config icons together, when one is first drawn). Until it
 * arrives, an empty 1em box holds its place, so nothing moves when it shows.
 *
 * @example const IconKanban = lazyIcon(() => import('@douyinfe/semi-icons/lib/es/icons/IconKanban'));
 */
export function lazyIcon(
  load: () => Promise<{ default: ComponentType<IconProps> }>,
): ComponentType<IconProps> {
  // No Suspense boundary: a page around the icon never waits for it (nor for React's reveal throttle).
  return lazyComponent(() => load().then((m) => m.default), IconPlaceholder);
}

function IconPlaceholder(_: IconProps) {
  return <span className="jimu-icon-placeholder" aria-hidden="true" />;
}
