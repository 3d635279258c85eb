export { applyDarkMode, DARK_MODE_KEY, readDarkMode, saveDarkMode } from './darkMode';
export { type DrawerRules, drawerRules } from './drawerRules';
export { RANDOM_THEME_EVENT, THEME_DRAWER_WIDTH, ThemeDrawer } from './ThemeDrawer';
export { themeMessages } from './themeMessages';
