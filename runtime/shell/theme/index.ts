export { applyDarkMode, DARK_MODE_KEY, readDarkMode, saveDarkMode } from './darkMode';
export { type DrawerRules, drawerRules } from './drawerRules';
export { ThemeDrawer } from './ThemeDrawer';
export { ThemeDrawerHost } from './ThemeDrawerHost';
export { themeColor } from './themeColor';
export { RANDOM_THEME_EVENT, THEME_DRAWER_WIDTH } from './themeEvents';
export { themeMessages } from './themeMessages';
export { useDarkMode } from './useDarkMode';
export { useThemeValue } from './useThemeValue';
