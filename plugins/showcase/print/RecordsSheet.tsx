import type { TFunction } from 'i18next';
import { useShowcaseList } from '../shared/useShowcaseList';

interface Row {
  id: number;
  title: string;
  author: string;
  pageViews: number;
}

/** The table block: the first 10 records of GET /table/getList. */
export function RecordsSheet({ t }: { t: TFunction }) {
  const { list } = useShowcaseList<Row>('table', { pageNo: 1, pageSize: 10 });
  return (
    <section
      className="semi-always-light jimu-showcase-print-sheet jimu-showcase-print-table"
      data-testid="showcase-print-records"
    >
      <table>
        <caption style={{ textAlign: 'left', marginBottom: 8 }}>{t('showcase.print.tableCaption')}</caption>
        <thead>
          <tr>
            {(['id', 'title', 'author', 'pageViews'] as const).map((column) => (
              <th key={column} scope="col">
                {t(`showcase.print.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              <td>{row.title}</td>
              <td>{row.author}</td>
              <td>{row.pageViews}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
