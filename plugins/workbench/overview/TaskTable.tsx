import Empty from '@douyinfe/semi-ui/lib/es/empty';
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useMemo, useState } from 'react';
import { Select } from '../../../runtime/forms';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { Table } from '../../../runtime/ui/semi';
import { ariaSort, type SortOrder } from '../../../runtime/ui/table';
import { refusalOf } from '../shared/errors';
import { taskLink } from './links';
import { useOverviewMessages } from './messages';
import { RouteLink } from './RouteLink';
import type { MyTask } from './useStats';

interface Props {
  tasks: MyTask[];
  projectName(id: number | null): string;
  canWrite: boolean;
  onMoved(): void;
}

/** Tasks without a due date sort after every dated one. */
const dueOf = (task: MyTask) => task.dueDate ?? '9999';

/**
 * My tasks, sortable by due date (a button in the column's header, so a keyboard reaches it: Semi's
 * own sorter is out of the Tab order); the status is a Select of the task's board columns that
 * moves the card to the end of that column (`POST /workbench/tasks/sort`), shown only to a person
 * who may write. A refused move says why and leaves the task where it was.
 */
export function TaskTable({ tasks, projectName, canWrite, onMoved }: Props) {
  const { t, label } = useOverviewMessages();
  const { http } = usePluginServices();
  const [dueOrder, setDueOrder] = useState<SortOrder>('asc');
  const sorted = useMemo(
    () => [...tasks].sort((a, b) => dueOf(a).localeCompare(dueOf(b)) * (dueOrder === 'asc' ? 1 : -1)),
    [tasks, dueOrder],
  );
  // The board's own move: no neighbours means the end of the new column.
  const move = async (task: MyTask, column: string) => {
    const name = task.columns.find((c) => c.key === column)?.name ?? column;
    try {
      await http.post(
        '/workbench/tasks/sort',
        { id: task.id, column, prevId: null, nextId: null },
        { showsRefusal: true },
      );
      toast('success', t('workbench.overview.moved', { column: name }));
    } catch (error) {
      toast('error', refusalOf(error).msg ?? String(error));
    }
    onMoved();
  };
  const columns: ColumnProps<MyTask>[] = [
    {
      title: t('workbench.overview.colTitle'),
      dataIndex: 'title',
      render: (_: unknown, task: MyTask) => <RouteLink to={taskLink(task)}>{task.title}</RouteLink>,
    },
    {
      title: t('workbench.overview.colProject'),
      dataIndex: 'projectId',
      render: (_: unknown, task: MyTask) => projectName(task.projectId),
    },
    { title: t('workbench.overview.colBoard'), dataIndex: 'boardName' },
    {
      title: t('workbench.overview.colStatus'),
      dataIndex: 'column',
      render: (_: unknown, task: MyTask) =>
        canWrite ? (
          <>
            {/* Semi's Select names its combobox only through aria-labelledby. */}
            <span id={`wb-task-status-${task.id}`} className="wb-ov-hidden">
              {t('workbench.overview.statusOf', { title: task.title })}
            </span>
            <Select
              size="small"
              value={task.column}
              aria-labelledby={`wb-task-status-${task.id}`}
              optionList={task.columns.map((c) => ({ value: c.key, label: c.name }))}
              onChange={(value) => void move(task, String(value))}
              style={{ minWidth: 110 }}
            />
          </>
        ) : (
          <Tag>{task.columnName}</Tag>
        ),
    },
    {
      title: (
        <button
          type="button"
          className="wb-ov-sort"
          onClick={() => setDueOrder((order) => (order === 'asc' ? 'desc' : 'asc'))}
        >
          {t('workbench.overview.colDue')}
          <span aria-hidden="true">{dueOrder === 'asc' ? ' ↑' : ' ↓'}</span>
        </button>
      ),
      dataIndex: 'dueDate',
      onHeaderCell: () => ({ 'aria-sort': ariaSort(dueOrder) }),
      render: (_: unknown, task: MyTask) => (
        <Typography.Text type={task.overdue ? 'danger' : undefined}>
          {task.dueDate ?? '—'}
          {task.overdue && ` · ${t('workbench.overview.overdue')}`}
        </Typography.Text>
      ),
    },
    {
      title: t('workbench.overview.colPriority'),
      dataIndex: 'priority',
      render: (_: unknown, task: MyTask) => (task.priority ? label('priority', task.priority) : '—'),
    },
  ];
  return (
    <div className="wb-ov-table" data-testid="wb-task-table">
      <Table
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={sorted}
        pagination={tasks.length > 10 ? { pageSize: 10 } : false}
        empty={<Empty description={t('workbench.overview.noTasks')} />}
      />
    </div>
  );
}
