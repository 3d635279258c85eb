export { buildCsv, CSV_BOM, csvField } from './buildCsv';
export { buildXlsxSheet, type XlsxSheet } from './buildXlsxSheet';
export { downloadBlob } from './downloadBlob';
export { type ExportRowsInput, exportRows } from './exportRows';
export { type ExportTable, type ExportTableInput, exportTable, type HeaderCell } from './exportTable';
