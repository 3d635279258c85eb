import type { PageColumn } from '../../../schemas/types.gen';

/** The exported record: a row of GET /table/getList. */
export interface ArticleRow {
  id: number;
  title: string;
  author: string;
  pageViews: number;
  datetime: string;
  percent: number;
  [field: string]: unknown;
}

const id: PageColumn = { field: 'id', title: 'showcase.excel.columns.id' };
const title: PageColumn = { field: 'title', title: 'showcase.excel.columns.title' };
const author: PageColumn = { field: 'author', title: 'showcase.excel.columns.author', cell: { type: 'tag' } };
const pageViews: PageColumn = { field: 'pageViews', title: 'showcase.excel.columns.pageViews' };
const datetime: PageColumn = {
  field: 'datetime',
  title: 'showcase.excel.columns.datetime',
  cell: { type: 'datetime', format: 'YYYY-MM-DD HH:mm' },
};
const percent: PageColumn = { field: 'percent', title: 'showcase.excel.columns.percent' };

/** 序号 标题 作者 点击量 时间: the page's columns, which the export writes as they show. */
export const ARTICLE_COLUMNS: PageColumn[] = [id, title, author, pageViews, datetime];

/** 序号 | 主要信息 (标题, 作者, 点击量) | 时间. */
export const MERGED_COLUMNS: PageColumn[] = [
  id,
  ...[title, author, pageViews].map((column) => ({ ...column, exportHeader: 'showcase.excel.mainInfo' })),
  datetime,
];

/** 序号 | 文章 (标题, 作者) | 统计 (点击量, 完成度) | 时间: two adjacent groups. */
export const TWO_GROUP_COLUMNS: PageColumn[] = [
  id,
  ...[title, author].map((column) => ({ ...column, exportHeader: 'showcase.excel.article' })),
  ...[pageViews, percent].map((column) => ({ ...column, exportHeader: 'showcase.excel.stats' })),
  datetime,
];
