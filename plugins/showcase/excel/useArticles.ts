import { useDemoList } from '../shared/useDemoList';
import type { ArticleRow } from './columns';

/** All 50 records of GET /table/getList in one answer (the excel demos export every row). */
export function useArticles() {
  return useDemoList<ArticleRow>('table', { pageNo: 1, pageSize: 50 });
}
