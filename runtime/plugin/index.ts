export type { PluginRegistry } from './createPluginRegistry';
export { createPluginRegistry } from './createPluginRegistry';
export type { RegisterOptions, Registry } from './createRegistry';
export { createRegistry } from './createRegistry';
export type { JimuPlugin, LazyComponent, LazyPage, PluginLocales, PluginPageProps } from './definePlugin';
export { definePlugin } from './definePlugin';
export { notBuiltYet } from './notBuiltYet';
export type { ActionContext, PluginAction } from './PluginAction';
