import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import { Table } from '../../../runtime/ui/semi';

/** The grid shows at most this many rows per collection: a preview, not a browser of 1000 rows. */
const SHOWN = 50;

type Row = Record<string, unknown>;

/** A cell as text: objects and arrays as JSON, so nested values stay readable and never render as markup. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The generated rows of each collection as a table (first 50), one collection at a time. The
 * columns are the union of the rows' keys, in first-seen order; the table scrolls sideways on a
 * phone instead of squeezing the columns.
 */
export function RowsGrid({ collections }: { collections: Record<string, unknown[]> }) {
  const { t } = useTranslation();
  const names = Object.keys(collections);
  const [picked, setPicked] = useState<string | undefined>();
  const name = picked && names.includes(picked) ? picked : names[0];
  if (!name) return null;
  const rows = (collections[name] ?? []) as Row[];
  const shown = rows.slice(0, SHOWN);
  const keys: string[] = [];
  for (const row of shown) for (const key of Object.keys(row)) if (!keys.includes(key)) keys.push(key);
  const columns = keys.map((key) => ({
    title: key,
    dataIndex: key,
    render: (value: unknown) => cellText(value),
  }));
  return (
    <section className="wb-backend-grid" aria-label={`${t('workbench.backend.grid')}: ${name}`}>
      <Select
        aria-label={t('workbench.backend.collection')}
        prefix={t('workbench.backend.collection')}
        value={name}
        onChange={(v) => setPicked(String(v))}
        optionList={names.map((n) => ({ value: n, label: `${n} (${(collections[n] ?? []).length})` }))}
      />
      <Typography.Text type="tertiary" size="small" style={{ display: 'block', margin: '8px 0' }}>
        {t('workbench.backend.gridNote', { shown: shown.length, total: rows.length })}
      </Typography.Text>
      <Table
        size="small"
        columns={columns}
        dataSource={shown.map((row, index) => ({ ...row, __key: index }))}
        rowKey="__key"
        pagination={false}
        scroll={{ x: Math.max(keys.length * 140, 320) }}
        empty={t('workbench.backend.empty')}
      />
    </section>
  );
}
