/** The global event that opens the theme drawer (TH-01); anything may send it. */
export const THEME_EVENT = 'theme';
