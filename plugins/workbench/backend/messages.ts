import { areaMessages, type SameKeys } from '../shared/areaMessages';

/** The backend generator's strings (`workbench.backend.*`). */
const zh = {
  rows: '行数',
  seed: '随机种子',
  useSample: '用数据源样例行',
  replaceRows: '替换 mock-db.json 中已有的行',
  generate: '生成',
  grid: '数据预览',
  collection: '集合',
  gridNote: '显示前 {{shown}} 行，共 {{total}} 行',
  empty: '该集合没有行',
  files: '文件（{{count}}）',
  notWritable: '这个项目当前不可写（JIMU 只在 jimu dev 下可写），可以下载 ZIP。',
};

const en: SameKeys<typeof zh> = {
  rows: 'Rows',
  seed: 'Seed',
  useSample: "Use the source's sample rows",
  replaceRows: 'Replace the rows mock-db.json already has',
  generate: 'Generate',
  grid: 'Data preview',
  collection: 'Collection',
  gridNote: 'Showing the first {{shown}} of {{total}} rows',
  empty: 'This collection has no rows',
  files: 'Files ({{count}})',
  notWritable: 'This project cannot be written now (JIMU only under jimu dev); download the ZIP instead.',
};

/** The backend generator's strings, `workbench.backend.*` (zh and en). */
export const backendMessages = areaMessages(zh, en);
