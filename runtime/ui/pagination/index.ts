export { PageSizeSelect, type PageSizeSelectProps } from './PageSizeSelect';
export { Pagination, type PaginationProps } from './Pagination';
export { type PageItem, pageCount, pageItems } from './pageItems';
