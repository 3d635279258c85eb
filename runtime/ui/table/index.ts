export { DataTable, type DataTableProps } from './DataTable';
export { type FlatRow, flattenTree, parentKeys, type RowKey } from './flattenTree';
export { ariaSort, nextSortOrder } from './nextSortOrder';
export { type PageSelection, pageSelection, toggleKeys } from './selection';
export { type StickyOffset, stickyOffsets } from './stickyOffsets';
export type { SortOrder, TableColumn } from './TableColumn';
