import { defineShowcaseMessages } from '../shared/showcaseMessages';

const zhColumns = {
  id: '序号',
  title: '标题',
  author: '作者',
  pageViews: '点击量',
  datetime: '时间',
  percent: '完成度',
};
const enColumns = {
  id: 'No.',
  title: 'Title',
  author: 'Author',
  pageViews: 'Views',
  datetime: 'Time',
  percent: 'Progress',
};
const zhForm = {
  fileName: '文件名',
  format: '格式',
  export: '导出',
  fileNameRequired: '请输入文件名',
  fileNameInvalid: '文件名不能包含 \\ / : * ? " < > | 这些字符',
  exported: '已导出 {{file}}',
  exportFailed: '导出失败：{{message}}',
  loadFailed: '数据加载失败',
  retry: '重试',
};
const enForm = {
  fileName: 'File name',
  format: 'Format',
  export: 'Export',
  fileNameRequired: 'Enter a file name',
  fileNameInvalid: 'A file name cannot contain \\ / : * ? " < > |',
  exported: 'Exported {{file}}',
  exportFailed: 'Export failed: {{message}}',
  loadFailed: 'The data could not load',
  retry: 'Retry',
};

/** The column titles and the export form, shared by the three excel demos (`showcase.excel.*`). */
export const excel = defineShowcaseMessages(
  'excel',
  { columns: zhColumns, form: zhForm, mainInfo: '主要信息', article: '文章', stats: '统计' },
  { columns: enColumns, form: enForm, mainInfo: 'Main information', article: 'Article', stats: 'Statistics' },
);

export const exportAll = defineShowcaseMessages(
  'excelExport',
  {
    description:
      '把表格的 50 条记录导出为 xlsx 或 csv：单元格按显示导出，标签为文字、时间已格式化、数字仍是数字。',
  },
  {
    description:
      'Export the table’s 50 records as xlsx or csv: cells export as they show — tags as text, times formatted, numbers as numbers.',
  },
);

export const exportSelected = defineShowcaseMessages(
  'excelExportSelected',
  {
    description: '勾选要导出的行（翻页后仍保留），只导出选中的行，按表格顺序。',
    selected: '已选 {{count}} 行',
    exportSelected: '导出选中行',
    noneSelected: '请至少选择一行',
    clear: '清空选择',
  },
  {
    description: 'Tick the rows to export (kept across pages); only those rows are exported, in table order.',
    selected: '{{count}} rows selected',
    exportSelected: 'Export selected rows',
    noneSelected: 'Select at least one row',
    clear: 'Clear selection',
  },
);

export const exportMerged = defineShowcaseMessages(
  'excelExportMerged',
  {
    description: '两级表头：表格和导出的文件里，分组标题横跨它的列，不分组的列跨两行。',
    single: '一个分组',
    double: '相邻的两个分组',
  },
  {
    description:
      'A two-level header: in the table and in the file, a group title spans its columns and ungrouped columns span both rows.',
    single: 'One group',
    double: 'Two adjacent groups',
  },
);
