import type { SameKeys } from '../shared/areaMessages';

/** The backend generator's own strings (merged beside the shared `workbench.backend` keys). */
export const zh = {
  grid: '数据预览',
  collection: '集合',
  gridNote: '显示前 {{shown}} 行，共 {{total}} 行',
  empty: '该集合没有行',
};

export const en: SameKeys<typeof zh> = {
  grid: 'Data preview',
  collection: 'Collection',
  gridNote: 'Showing the first {{shown}} of {{total}} rows',
  empty: 'This collection has no rows',
};
