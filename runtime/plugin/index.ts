export type { PluginRegistry } from './createPluginRegistry';
export { createPluginRegistry } from './createPluginRegistry';
export type { JimuPlugin, LazyComponent, PluginLocales } from './definePlugin';
export { definePlugin } from './definePlugin';
export { notBuiltYet } from './notBuiltYet';
