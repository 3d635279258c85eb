import { useTranslation } from 'react-i18next';
import { Table } from '../../../runtime/ui/semi';
import { DefectTag } from './DefectTags';
import type { Defect } from './types';

const DAY = 86_400_000;
/** Whole days since a 'YYYY-MM-DD HH:mm:ss' time (UTC, as the server writes it). */
export const ageInDays = (time: string) =>
  Math.max(0, Math.floor((Date.now() - new Date(`${time.replace(' ', 'T')}Z`).getTime()) / DAY));

/** The defects as a table: severity/priority/status tags, age; a title opens the detail. */
export function DefectTable(props: {
  rows: Defect[] | undefined;
  onOpen: (id: number) => void;
  selected?: number[];
  onSelect?: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table
      rowKey="id"
      size="small"
      loading={props.rows === undefined}
      dataSource={props.rows ?? []}
      pagination={{ pageSize: 20 }}
      scroll={{ x: 900 }}
      rowSelection={
        props.onSelect
          ? {
              selectedRowKeys: props.selected,
              onChange: (keys) => props.onSelect?.((keys ?? []).map(Number)),
            }
          : undefined
      }
      columns={[
        { title: t('workbench.defect.id'), dataIndex: 'id', width: 70, render: (id: number) => `#${id}` },
        {
          title: t('workbench.defect.title'),
          dataIndex: 'title',
          render: (title: string, row: Defect) => (
            <button type="button" className="wb-link" onClick={() => props.onOpen(row.id)}>
              {title}
            </button>
          ),
        },
        {
          title: t('workbench.defect.severity'),
          dataIndex: 'severity',
          width: 90,
          render: (v: string) => <DefectTag kind="severity" value={v} />,
        },
        {
          title: t('workbench.defect.priority'),
          dataIndex: 'priority',
          width: 80,
          render: (v: string) => <DefectTag kind="priority" value={v} />,
        },
        {
          title: t('workbench.defect.status'),
          dataIndex: 'status',
          width: 100,
          render: (v: string) => <DefectTag kind="status" value={v} />,
        },
        { title: t('workbench.defect.assignee'), dataIndex: 'assignee', width: 100 },
        { title: t('workbench.defect.reporter'), dataIndex: 'reporter', width: 100 },
        {
          title: t('workbench.defect.age'),
          dataIndex: 'createTime',
          width: 80,
          render: (time: string) => t('workbench.defect.days', { count: ageInDays(time) }),
        },
      ]}
    />
  );
}
