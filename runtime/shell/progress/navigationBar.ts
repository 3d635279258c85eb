import { ProgressBar } from './ProgressBar';

/**
 * The page's one navigation progress bar. A page has a single top bar, like it has a single
 * toast stack, so the bar that `NavigationProgress` draws and the one `useReloadProgress` drives
 * must be the same instance whichever layout mounts them.
 */
export const navigationBar = new ProgressBar();
