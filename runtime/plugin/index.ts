// What a plugin uses of the runtime: definePlugin, the registry, the hooks for its screens, and the
// runtime's one way for each of these: loading code lazily (lazyComponent, for cells, widgets and parts
// of screens), the narrow screen under the shell's 992 px breakpoint (useNarrowScreen) and showing a
// message (toast); and following the theme where CSS cannot (useThemeValue, useDarkMode, themeColor: charts,
// code editors).

export type { RegisterOptions, Registry } from '../lib/createRegistry';
export { createRegistry } from '../lib/createRegistry';
export { type LazyComponent as LazyLoadedComponent, lazyComponent } from '../lib/lazyComponent';
export { useNarrowScreen } from '../lib/useNarrowScreen';
export { themeColor } from '../shell/theme/themeColor';
export { useDarkMode } from '../shell/theme/useDarkMode';
export { useThemeValue } from '../shell/theme/useThemeValue';
export { toast } from '../shell/toast';
export type { PluginRegistry, PluginRegistryOptions } from './createPluginRegistry';
export { createPluginRegistry } from './createPluginRegistry';
export type { JimuPlugin, LazyComponent, LazyPage, PluginLocales, PluginPageProps } from './definePlugin';
export { definePlugin } from './definePlugin';
export type { NotBuiltYetLoader } from './notBuiltYet';
export { isNotBuiltYet, notBuiltYet } from './notBuiltYet';
export type { ActionContext, PluginAction } from './PluginAction';
export type { CurrentTab } from './useCurrentTab';
export { useCurrentTab } from './useCurrentTab';
export type { PluginServices, PluginUser } from './usePluginServices';
export { usePluginServices } from './usePluginServices';
