import Button from '@douyinfe/semi-ui/lib/es/button';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useMemo, useState } from 'react';
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
 * /other/excel/exportSelected: only the ticked rows (kept by id across pages) are exported, in
 * table order; none ticked is refused with a message, and a successful export clears the ticks.
 */
export default function ExcelExportSelectedShowcase() {
  useTranslation();
  const { t, i18n } = useTranslation();
  const articles = useArticles();
  const [selected, setSelected] = useState<(string | number)[]>([]);
  const columns = useMemo(() => tableColumns(ARTICLE_COLUMNS, t), [t]);
  return (
    <ShowcasePage
      name="excelExportSelected"
      libraries={['runtime exportRows', 'write-excel-file (on click)']}
      reference="vab pro exportSelectExcel.vue"
      source={() => import('./ExcelExportSelectedShowcase.tsx?source')}
      config={{ columns: ARTICLE_COLUMNS }}
    >
      <section className="jimu-showcase-card">
        <Space vertical align="start" spacing="medium">
          <Space>
            <Typography.Text strong data-testid="showcase-excelExportSelected-count">
              {t('showcase.excelExportSelected.selected', { count: selected.length })}
            </Typography.Text>
            <Button size="small" disabled={selected.length === 0} onClick={() => setSelected([])}>
              {t('showcase.excelExportSelected.clear')}
            </Button>
          </Space>
          <ExportForm
            t={t}
            label={t('showcase.excelExportSelected.exportSelected')}
            onExport={async (fileName, format) => {
              if (selected.length === 0) {
                toast('error', t('showcase.excelExportSelected.noneSelected'));
                return;
              }
              const chosen = new Set(selected.map(String));
              const rows = articles.list.filter((row) => chosen.has(String(row.id)));
              await exportRows({
                columns: ARTICLE_COLUMNS,
                rows,
                format,
                fileName,
                t,
                language: i18n.language,
              });
              toast('success', t('showcase.excel.form.exported', { file: `${fileName}.${format}` }));
              setSelected([]);
            }}
          />
        </Space>
      </section>
      <section className="jimu-showcase-card">
        <PagedTable
          testId="showcase-excelExportSelected-table"
          loading={articles.status === 'loading'}
          columns={columns}
          rows={articles.list}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys ?? []),
          }}
        />
      </section>
    </ShowcasePage>
  );
}
