import Button from '@douyinfe/semi-ui/lib/es/button';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../runtime/access';
import { CellTag } from '../../../runtime/cells';
import { useViewActive } from '../../../runtime/routing';
import { Trigger } from '../../../runtime/ui/controls';
import type { ColumnKey, TableLayout } from './layout';

export interface Row {
  id: number;
  title: string;
  description: string;
  status: 'published' | 'draft' | 'deleted';
  author: string;
  datetime: string;
  pageViews: number;
  switch: boolean;
  percent: number;
  rate: number;
  percentage: number;
}

const COLORS = { published: 'green', draft: 'grey', deleted: 'red' } as const;
const WIDTHS: Record<ColumnKey, number> = {
  title: 260,
  status: 110,
  author: 120,
  rate: 130,
  pageViews: 110,
  datetime: 180,
};

/** The Semi Table columns for `layout`: visible ones in the chosen order and widths, then 操作. */
export function useColumns(
  layout: TableLayout,
  onEdit: (row: Row) => void,
  onRemove: (row: Row) => void,
): ColumnProps<Row>[] {
  const { t } = useTranslation();
  // Semi's Popconfirm has no close call: leaving the view mounts fresh, closed ones.
  const active = useViewActive();
  const render: Partial<Record<ColumnKey, ColumnProps<Row>['render']>> = {
    status: (_: unknown, row: Row) => (
      <CellTag color={COLORS[row.status]}>{t(`showcase.customTable.status.${row.status}`)}</CellTag>
    ),
    rate: (_: unknown, row: Row) => <span title={`${row.rate} / 5`}>{'★'.repeat(row.rate)}</span>,
  };
  const shown = layout.order.filter((key) => !layout.hidden.includes(key));
  return [
    ...shown.map(
      (key): ColumnProps<Row> => ({
        dataIndex: key,
        title: t(`showcase.customTable.columns.${key}`),
        width: layout.widths[key] ?? WIDTHS[key],
        render: render[key],
      }),
    ),
    {
      dataIndex: 'actions',
      title: t('showcase.customTable.columns.actions'),
      width: 160,
      render: (_: unknown, row: Row) => (
        <span className="jimu-showcase-tags">
          <Permission rule={{ permissions: ['write:system'] }}>
            <Button size="small" onClick={() => onEdit(row)} data-testid="showcase-customTable-edit">
              {t('showcase.customTable.edit')}
            </Button>
          </Permission>
          <Permission rule={{ permissions: ['delete:system'] }}>
            <Popconfirm
              key={String(active)}
              title={t('showcase.customTable.confirmRemove', { title: row.title })}
              onConfirm={() => onRemove(row)}
            >
              <Trigger>
                <Button size="small" type="tertiary" data-testid="showcase-customTable-remove">
                  {t('showcase.customTable.remove')}
                </Button>
              </Trigger>
            </Popconfirm>
          </Permission>
        </span>
      ),
    },
  ];
}
