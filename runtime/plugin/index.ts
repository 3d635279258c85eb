// The one way to load code lazily, for a plugin's cells, widgets and parts of its screens.

export type { RegisterOptions, Registry } from '../lib/createRegistry';
export { createRegistry } from '../lib/createRegistry';
export { type LazyComponent as LazyLoadedComponent, lazyComponent } from '../lib/lazyComponent';
// The one way to show a message: the runtime's toast (Semi's, loaded on first use, 3 s by default).
export { toast } from '../shell/toast';
export type { PluginRegistry } from './createPluginRegistry';
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
