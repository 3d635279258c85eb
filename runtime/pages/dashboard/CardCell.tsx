import { useMemo } from 'react';
import type { PageCell } from '../../../schemas/types.gen';
import type { CellContext } from '../../cells/CellContext';
import { createCellRegistry } from '../../cells/createCellRegistry';
import { renderCell } from '../../cells/renderCell';
import type { PluginRegistry } from '../../plugin';

export interface CardCellProps {
  cell: PageCell;
  value: unknown;
  /** The page's cell context, less the cell registry this module builds. */
  context: Omit<CellContext, 'registry'>;
  registry: PluginRegistry;
}

/**
 * A dashboard card's value drawn by its cell renderer, with the built-in and plugin cells: loaded
 * (lazily, by DashboardCard) only by a dashboard whose cards name a cell, so a home page of plain
 * figures does without the cells' code.
 *
 * @example <CardCell cell={{ type: 'number' }} value={1200} context={context} registry={registry} />
 */
export function CardCell({ cell, value, context, registry }: CardCellProps) {
  const cells = useMemo(() => createCellRegistry(registry.cells()), [registry]);
  return renderCell(cell, value, {}, { ...context, registry: cells });
}
