import Button from '@douyinfe/semi-ui/lib/es/button';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { exportRows } from '../../../runtime/export';
import { toast } from '../../../runtime/plugin';
import { ShowcasePage } from '../shared/ShowcasePage';
import { ARTICLE_COLUMNS } from './columns';
import { ExportForm } from './ExportForm';
import { PagedTable } from './PagedTable';
import { tableColumns } from './tableColumns';
import { useArticles } from './useArticles';

/**
 * /other/excel/export: every record exported through the runtime's `exportRows` with the page's
 * columns — cells as they show (tag labels, formatted times, numbers as numbers); the xlsx writer
 * loads on the first click.
 */
export default function ExcelExportShowcase() {
  useTranslation();
  const { t, i18n } = useTranslation();
  const articles = useArticles();
  const columns = useMemo(() => tableColumns(ARTICLE_COLUMNS, t), [t]);
  return (
    <ShowcasePage
      name="excelExport"
      libraries={['runtime exportRows', 'write-excel-file (on click)']}
      reference="vab pro exportExcel.vue, vben excel/CustomExport"
      source={() => import('./ExcelExportShowcase.tsx?source')}
      config={{ columns: ARTICLE_COLUMNS }}
    >
      <section className="jimu-showcase-card">
        <ExportForm
          t={t}
          onExport={async (fileName, format) => {
            await exportRows({
              columns: ARTICLE_COLUMNS,
              rows: articles.list,
              format,
              fileName,
              t,
              language: i18n.language,
            });
            toast('success', t('showcase.excel.form.exported', { file: `${fileName}.${format}` }));
          }}
        />
      </section>
      <section className="jimu-showcase-card">
        {articles.status === 'error' ? (
          <Typography.Text type="danger">
            {t('showcase.excel.form.loadFailed')}{' '}
            <Button onClick={articles.reload}>{t('showcase.excel.form.retry')}</Button>
          </Typography.Text>
        ) : (
          <PagedTable
            testId="showcase-excelExport-table"
            loading={articles.status === 'loading'}
            columns={columns}
            rows={articles.list}
          />
        )}
      </section>
    </ShowcasePage>
  );
}
