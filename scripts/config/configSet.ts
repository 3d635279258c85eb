import type {
  AppConfig,
  DataSourcesConfig,
  I18nTable,
  PageConfig,
  PermissionsConfig,
  PluginDeclaration,
  RoutesConfig,
  ThemeConfig,
} from '../../schemas/types.gen';

/**
 * A whole console's configuration after it passed validation: the data as written (no defaults
 * filled in, no paths resolved — `normaliseConfig` does that).
 *
 * @example
 * const { config } = await loadAndValidate('config');
 * if (config) console.log(Object.keys(config.pages));
 */
export interface ConfigSet {
  /** Absolute config directory it was read from. */
  dir: string;
  app: AppConfig;
  theme: ThemeConfig;
  routes: RoutesConfig;
  permissions: PermissionsConfig;
  /** config/dataSources.yaml when there is one: the databases pages bind to. */
  dataSources?: DataSourcesConfig;
  /** By file name without extension: config/pages/users.yaml is `users`. */
  pages: Record<string, PageConfig>;
  /** By language: config/i18n/zh.yaml is `zh`. */
  i18n: Record<string, I18nTable>;
  /** By folder name under plugins/. */
  plugins: Record<string, PluginDeclaration>;
  /** Names of config/icons/<name>.svg. */
  customIcons: string[];
  /** Every file read, relative to process.cwd() (for `jimu validate`'s count and `jimu dev`'s watcher). */
  files: string[];
}
