import Typography from '@douyinfe/semi-ui/lib/es/typography';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { exportRows } from '../../../runtime/export';
import { toast } from '../../../runtime/plugin';
import type { PageColumn } from '../../../schemas/types.gen';
import { ShowcasePage } from '../shared/ShowcasePage';
import { type ArticleRow, MERGED_COLUMNS, TWO_GROUP_COLUMNS } from './columns';
import { ExportForm } from './ExportForm';
import { PagedTable } from './PagedTable';
import { tableColumns } from './tableColumns';
import { useArticles } from './useArticles';

function MergedExample(props: {
  t: TFunction;
  language: string;
  title: string;
  columns: PageColumn[];
  rows: ArticleRow[];
  loading: boolean;
  fileName: string;
  testId: string;
}) {
  const { t, language, title, columns, rows, loading, fileName, testId } = props;
  const shown = useMemo(() => tableColumns(columns, t), [columns, t]);
  return (
    <section className="jimu-showcase-card" data-testid={testId}>
      <Typography.Title heading={6} style={{ marginBottom: 12 }}>
        {title}
      </Typography.Title>
      <ExportForm
        t={t}
        defaultName={fileName}
        testId={testId}
        onExport={async (name, format) => {
          await exportRows({ columns, rows, format, fileName: name, mergedHeader: true, t, language });
          toast('success', t('showcase.excel.form.exported', { file: `${name}.${format}` }));
        }}
      />
      <div style={{ marginTop: 16 }}>
        <PagedTable
          bordered
          loading={loading}
          columns={shown}
          rows={rows}
          pageSize={5}
          testId={`${testId}-table`}
        />
      </div>
    </section>
  );
}

/**
 * /other/excel/exportMerged: a two-level header in the table and in the file
 * (`exportRows({ mergedHeader: true })`, columns grouped by `exportHeader`): A1:A2, B1:D1, E1:E2.
 */
export default function ExcelExportMergedShowcase() {
  useTranslation();
  const { t, i18n } = useTranslation();
  const articles = useArticles();
  const shared = { t, language: i18n.language, rows: articles.list, loading: articles.status === 'loading' };
  return (
    <ShowcasePage
      name="excelExportMerged"
      libraries={['runtime exportRows', 'write-excel-file (on click)']}
      reference="vab pro exportMergeHeaderExcel.vue"
      source={() => import('./ExcelExportMergedShowcase.tsx?source')}
      config={{ columns: MERGED_COLUMNS, twoGroups: TWO_GROUP_COLUMNS }}
    >
      <MergedExample
        {...shared}
        title={t('showcase.excelExportMerged.single')}
        columns={MERGED_COLUMNS}
        fileName="table-merged"
        testId="showcase-excelExportMerged-single"
      />
      <MergedExample
        {...shared}
        title={t('showcase.excelExportMerged.double')}
        columns={TWO_GROUP_COLUMNS}
        fileName="table-groups"
        testId="showcase-excelExportMerged-double"
      />
    </ShowcasePage>
  );
}
