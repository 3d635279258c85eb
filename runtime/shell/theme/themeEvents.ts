/** The global event asking for a random theme (TH-01, TH-09); 'theme' (THEME_EVENT) opens the drawer. */
export const RANDOM_THEME_EVENT = 'random-theme';

/** The drawer's width (TH-01, K-03). */
export const THEME_DRAWER_WIDTH = 280;
