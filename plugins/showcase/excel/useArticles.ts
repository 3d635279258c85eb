import { useShowcaseList } from '../shared/useShowcaseList';
import type { ArticleRow } from './columns';

/** All 50 records of GET /table/getList in one answer (the excel demos export every row). */
export function useArticles() {
  return useShowcaseList<ArticleRow>('table', { pageNo: 1, pageSize: 50 });
}
