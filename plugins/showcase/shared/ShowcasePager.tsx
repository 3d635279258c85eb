import { Pagination, type PaginationProps } from '../../../runtime/ui/pagination';

/**
 * The runtime's pager (total, pages, a native size menu, go-to) for demo screens. Its strings
 * (`jimu.crud.*`) come with the console half, registered when it loads.
 *
 * @example <ShowcasePager page={1} pageSize={72} total={572} pageSizes={[72, 144]} onChange={go} />
 */
export function ShowcasePager(props: PaginationProps) {
  return <Pagination {...props} />;
}
