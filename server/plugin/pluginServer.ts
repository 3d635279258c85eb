import type { Router } from 'express';
import type { AccessPolicy } from '../access/accessPolicy';
import type { BodyRules } from '../http/bodyCheck';
import type { DataStore } from '../store/dataStore';
import type { OwnedFields } from '../store/ownedFields';
import type { ResourceRegistry } from '../store/resourceRegistry';
import type { ResourceSpec } from '../store/resources';

/** What the server hands a plugin's server half when it mounts it. */
export interface PluginServerDeps {
  store: DataStore;
  /** The compiled API rules of permissions.yaml, for checks a route makes itself. */
  policy: AccessPolicy;
  /** The console's config folder (permissions.yaml, app.yaml, pages/ …). */
  configDir: string;
  /** The server's working folder (.data): the data copy, the RSA key, what plugins keep. */
  dataDir: string;
  /**
   * The envelope resources this server serves, its plugins' `resources` among them; a plugin may
   * serve one more while it runs (a collection it generated), for this server only.
   */
  resources: ResourceRegistry;
}

/**
 * A plugin's server half: the default export of the module its plugin.yaml names as `server`.
 * `jimu serve` and `jimu dev` mount it when app.yaml's `plugins` enable the plugin; nothing in the
 * server imports it by name. Its routes go through the same route table, access check
 * (permissions.yaml) and body check as the server's own.
 *
 * Fails loudly: `mount` throws on a route the server refuses (a RegExp, `app.all`), and a body
 * rule or resource a second party already declares stops the server naming both.
 */
export interface PluginServer {
  /** The plugin's name, as its plugin.yaml says. */
  name: string;
  /** Envelope resources it serves through `/<resource>/getList|doEdit|doDelete`. */
  resources?: Record<string, ResourceSpec>;
  /**
   * The body rule of each write route it mounts, keyed `METHOD /path`: `bodyRulesOf(table)` of its
   * route table (server/http/mountRoutes.ts), whose routes check their own bodies; the server
   * checks the body of any other route it mounts by this rule (server/http/bodyCheck.ts).
   */
  bodies?: BodyRules;
  /** Fields of its collections only its own calls may write: the generic writes refuse them. */
  ownedFields?: Record<string, OwnedFields>;
  /**
   * Mounts its routes: its route table with `mountRoutes(app, table, context)` (one handler per
   * route, each body checked and typed by its schema), or `app.get/post/…('/literal/path', handler)`.
   */
  mount(app: Router, deps: PluginServerDeps): void;
  /** Lets go of what it holds (connection pools, timers) when the server closes. */
  close?(deps: PluginServerDeps): Promise<void>;
}

/**
 * Declares a plugin's server half (typed; returns it as it is).
 *
 * @example
 * export default definePluginServer({
 *   name: 'shop',
 *   bodies: bodyRulesOf(SHOP_ROUTES),
 *   mount: (app, deps) => mountRoutes(app, SHOP_ROUTES, shopContext(deps)),
 * });
 */
export function definePluginServer(server: PluginServer): PluginServer {
  return server;
}
