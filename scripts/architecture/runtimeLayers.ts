import { type Layers, layerIn } from './layerChecks';

/**
 * The layers of runtime/, lowest first: a folder imports only folders of a lower layer, never one
 * of its own layer or above, so the folders form no cycle and nothing imports up. docs/architecture.md
 * draws them; scripts/architecture/runtimeLayers.test.ts holds the code to them.
 */
export const RUNTIME_LAYERS: Layers = [
  // Plain helpers and the build's output contract: no runtime code below them.
  ['lib', 'contract'],
  // Services without UI: who may do what, the http client and data providers, the i18n setup.
  ['access', 'data', 'i18n'],
  // Pure route logic, the form theme, the table cells.
  ['routing', 'forms', 'cells'],
  // The state machines (session, tabs, settings), the exports of a table and the hand-made UI parts
  // (controls, menus, popovers, the data table, the pager).
  ['machines', 'export', 'ui'],
  // The console frame: header, menus, tabs bar, shared notices and toasts.
  ['shell'],
  // The plugin contract, its registry and the hooks plugin screens use.
  ['plugin'],
  // The config pages: crud, form, detail, dashboard and the public screens' parts.
  ['pages'],
  // Boot, the runtime's services wired together, routing of the hash to screens.
  ['app'],
];

/** The layer of a folder, or undefined for a folder the list does not place. */
export const layerOf = (folder: string): number | undefined => layerIn(RUNTIME_LAYERS, folder);
