export type { LoadedPluginServers } from './loadPluginServers';
export { loadPluginServers } from './loadPluginServers';
export type { PluginContributions } from './pluginContributions';
export { pluginContributions } from './pluginContributions';
export type { PluginServer, PluginServerDeps } from './pluginServer';
export { definePluginServer } from './pluginServer';
