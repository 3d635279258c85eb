import type { GenTableEdit } from './generatorBodies';
import type { GenTable } from './genTypes';

/**
 * The stored generated table with the column screen's edits over it; the id, the project and the
 * last generation stay the stored ones. The screen sends back the table it loaded, changed, so the
 * edit is taken as the column model it came from: the schema has checked each field it sends.
 *
 * @example
 * editedTable(stored, { titleZh: '订单' }).titleZh; // '订单'
 */
export function editedTable(stored: GenTable, edit: GenTableEdit): GenTable {
  const merged = { ...stored, ...edit, id: stored.id, projectId: stored.projectId };
  return { ...(merged as GenTable), lastGenerated: stored.lastGenerated };
}
