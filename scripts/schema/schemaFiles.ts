import { fileURLToPath, URL as NodeURL } from 'node:url';

/** The config kinds that have a JSON Schema, one per kind of file under config/ and plugins/. */
export type ConfigKind =
  | 'app'
  | 'theme'
  | 'routes'
  | 'permissions'
  | 'page'
  | 'i18n'
  | 'plugin'
  | 'dataSources';

// node:url's URL: under happy-dom (tests that render pages beside a mock server) the global URL is
// the DOM's, whose file: URLs node's fileURLToPath does not accept.
const schemasDir = fileURLToPath(new NodeURL('../../schemas/', import.meta.url));

/**
 * Absolute path of each kind's schema file. The files, not this table, are the source of truth:
 * the table only says where they are, so tools never build the paths themselves.
 *
 * @example
 * const appSchema = JSON.parse(readFileSync(schemaFiles.app, 'utf8'));
 */
export const schemaFiles: Readonly<Record<ConfigKind, string>> = Object.freeze({
  app: `${schemasDir}app.schema.json`,
  theme: `${schemasDir}theme.schema.json`,
  routes: `${schemasDir}routes.schema.json`,
  permissions: `${schemasDir}permissions.schema.json`,
  page: `${schemasDir}page.schema.json`,
  i18n: `${schemasDir}i18n.schema.json`,
  plugin: `${schemasDir}plugin.schema.json`,
  dataSources: `${schemasDir}dataSources.schema.json`,
});

/** Every kind, in a stable order (the order of the table above). */
export const configKinds = Object.keys(schemaFiles) as ConfigKind[];
