import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type CellContext, createCellRegistry, renderCell } from '../../runtime/cells';
import type { DataProvider } from '../../runtime/data';
import { Table } from '../../runtime/ui/semi';
import type { PageCell } from '../../schemas/types.gen';
import { HeatCell } from './HeatCell';

const now = Date.now();
const pad = (n: number) => String(n).padStart(2, '0');
const stamp = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:00`;

/** The gallery edits nothing: any call would be a bug, so it fails loudly. */
const readOnlyProvider = new Proxy({} as DataProvider, {
  get: (_, method) => () => Promise.reject(new Error(`example/gallery is read-only (${String(method)})`)),
});

/** One sample per renderer; the markup sample shows that values are text, never HTML. */
const SAMPLES: { cell: PageCell; value: unknown }[] = [
  { cell: 'text', value: '<b>markup stays text</b>' },
  { cell: { type: 'tag', colors: { published: 'green', draft: 'grey' } }, value: ['published', 'draft'] },
  { cell: { type: 'status', colors: { enabled: 'green' } }, value: 'enabled' },
  { cell: { type: 'image', size: 40 }, value: '/mock-assets/table/1.svg' },
  { cell: 'avatar', value: '/mock-assets/avatar/1.svg' },
  { cell: 'switch', value: true },
  { cell: { type: 'rate', max: 5 }, value: 3.5 },
  { cell: 'progress', value: 72 },
  { cell: 'percent', value: 95 },
  { cell: { type: 'datetime', format: 'YYYY-MM-DD HH:mm' }, value: stamp(new Date(now)) },
  { cell: 'relativeTime', value: stamp(new Date(now - 5 * 60_000)) },
  { cell: { type: 'link', href: 'https://github.com/', target: '_blank' }, value: 'GitHub' },
  { cell: 'example/heat', value: 3200 },
];

/**
 * `pages: example/gallery` — every cell renderer with a sample value, read-only: a living
 * reference for people writing page configs.
 *
 * @example
 * // registry.page('example/gallery')
 */
export default function GalleryPage() {
  const { t, i18n } = useTranslation();
  const context = useMemo<CellContext>(
    () => ({
      t: (key, options) => t(key, options ?? {}),
      language: i18n.language,
      registry: createCellRegistry({ 'example/heat': HeatCell }),
      provider: readOnlyProvider,
      resource: 'gallery',
      rowKey: 'id',
      canEdit: false,
      onSaved: () => {},
      field: 'value',
    }),
    [t, i18n.language],
  );
  const rows = SAMPLES.map((sample, i) => ({ key: i, ...sample }));
  return (
    <div style={{ padding: 20 }} data-testid="example-gallery">
      <Typography.Title heading={4}>{t('example.gallery.title')}</Typography.Title>
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          {
            title: t('example.gallery.cell'),
            dataIndex: 'cell',
            width: 200,
            render: (cell: PageCell) => <code>{typeof cell === 'string' ? cell : cell.type}</code>,
          },
          {
            title: t('example.gallery.sample'),
            dataIndex: 'value',
            render: (value: unknown, row: (typeof rows)[number]) =>
              renderCell(row.cell, value, { id: row.key, value }, context),
          },
        ]}
      />
    </div>
  );
}
