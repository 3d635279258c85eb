import { createRegistry, type RegisterOptions } from '../lib/createRegistry';
import { builtinCells } from './builtinCells';
import type { CellRegistry, CellRenderer } from './CellContext';

/**
 * The renderers a page can name: the built-ins, then the plugins' cells over them (keys are
 * `<plugin>/<name>`, as `PluginRegistry.cells()` gives them). A name given twice — a plugin cell
 * called like a built-in — is an error unless `override: true`; looking up an unknown name
 * throws, naming it and where it was referenced.
 *
 * @example
 * const cells = createCellRegistry(runtime.registry.cells());
 * cells.get('example/heat', 'column pageViews of table'); // HeatCell
 */
export function createCellRegistry(
  pluginCells: Record<string, CellRenderer> = {},
  options: RegisterOptions = {},
): CellRegistry {
  const registry = createRegistry<CellRenderer>('cell', builtinCells());
  for (const [name, renderer] of Object.entries(pluginCells)) registry.register(name, renderer, options);
  return registry;
}
