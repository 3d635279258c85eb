import { type Layers, layerIn } from './layerChecks';

/**
 * The layers of server/ (what `jimu serve` and `jimu dev` run), lowest first, by runtime/'s rule: a
 * folder imports only folders of a lower layer, never one of its own layer or above, so the folders
 * form no cycle and a low folder (the envelope, the store) is used and tested without the server
 * around it. docs/architecture.md draws them; scripts/architecture/serverLayers.test.ts holds the
 * code to them.
 */
export const SERVER_LAYERS: Layers = [
  // The HTTP plumbing — the envelope and its errors, the route table and resolver, reading and
  // checking bodies, the delay, precompressed files — and the API rules compiled from permissions.yaml.
  ['http', 'access'],
  // The embedded JSON store: the data file, checked writes, record types, the resources and their
  // list queries, password hashes, the seed.
  ['store'],
  // Sign-in and sessions: the gate in front of every route, login, refresh and logout, the RSA key.
  // Beside them, the live tables of configured databases: sources and their pools, introspection,
  // the bound resources' SQL and the database's refusals.
  ['auth', 'database'],
  // The sample console's endpoints: the envelope resources, v1 users, notices, uploads and media,
  // json-server's REST router. Beside them, the contract of a plugin's server half
  // (definePluginServer) and the loading of the halves app.yaml enables.
  ['sample', 'plugin'],
  // The server wired together: createMockServer, its route table and body rules, the process entry.
  ['app'],
];

/** The layer of a folder of server/, or undefined for a folder the list does not place. */
export const serverLayerOf = (folder: string): number | undefined => layerIn(SERVER_LAYERS, folder);
