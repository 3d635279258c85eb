export type { ConfigSet } from './configSet';
export type { Diagnostic } from './diagnostic';
export { formatDiagnostics } from './formatDiagnostics';
export { loadAndValidate, type ValidateOptions, type ValidationResult } from './loadAndValidate';
export { loadServerConfig, type ServerConfig, type ServerConfigResult } from './loadServerConfig';
export { normaliseConfig } from './normaliseConfig';
export { JIMU_ROOT, type PluginFolder, pluginFolders } from './pluginFolders';
export {
  checkPluginTypes,
  createPluginTypeChecker,
  type PluginTypeCheck,
  type PluginTypeChecker,
  pluginsOfApp,
} from './pluginTypeCheck';
export { isExternalPath, resolveRoutePath } from './resolveRoutePath';
export type { SeedData, SeedResource } from './seedFieldChecks';
export { iconComponentName, semiIconNames } from './semiIcons';
