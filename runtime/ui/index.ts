// The hand-made UI parts the shell, the config pages and plugins share: header controls, menus and
// popovers (controls), the data table (table) and the pager (pagination). The example plugin's
// catalogue screen shows each of them in its states.
export * from './controls';
export { PageSizeSelect, type PageSizeSelectProps } from './pagination/PageSizeSelect';
export { Pagination, type PaginationProps } from './pagination/Pagination';
export { type PageItem, pageCount, pageItems } from './pagination/pageItems';
export { DataTable, type DataTableProps } from './table/DataTable';
export { type FlatRow, flattenTree, parentKeys, type RowKey } from './table/flattenTree';
export { ariaSort, nextSortOrder } from './table/nextSortOrder';
export { type PageSelection, pageSelection, toggleKeys } from './table/selection';
export { type StickyOffset, stickyOffsets } from './table/stickyOffsets';
export type { SortOrder, TableColumn } from './table/TableColumn';
export { ClippedText, type ClippedTextProps } from './text/ClippedText';
