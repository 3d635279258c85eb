/** The global event asking for a random theme; 'theme' (THEME_EVENT) opens the drawer. */
export const RANDOM_THEME_EVENT = 'random-theme';

/** The drawer's width. */
export const THEME_DRAWER_WIDTH = 280;
