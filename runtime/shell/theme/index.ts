export { applyDarkMode, DARK_MODE_KEY, readDarkMode, saveDarkMode } from './darkMode';
export { type DrawerRules, drawerRules } from './drawerRules';
export { ThemeDrawer } from './ThemeDrawer';
export { ThemeDrawerHost } from './ThemeDrawerHost';
export { RANDOM_THEME_EVENT, THEME_DRAWER_WIDTH } from './themeEvents';
export { themeMessages } from './themeMessages';
