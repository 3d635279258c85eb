/** The global event that opens the theme drawer; anything may send it. */
export const THEME_EVENT = 'theme';
