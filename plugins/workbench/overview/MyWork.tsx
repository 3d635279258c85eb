import Button from '@douyinfe/semi-ui/lib/es/button';
import Empty from '@douyinfe/semi-ui/lib/es/empty';
import List from '@douyinfe/semi-ui/lib/es/list';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { usePluginServices } from '../../../runtime/plugin';
import { defectLink, taskLink } from './links';
import { useOverviewMessages } from './messages';
import { RouteLink } from './RouteLink';
import type { MyDefect, MyTask } from './useStats';

const SHOWN = 5;
export const SEVERITY_COLOR: Record<string, 'red' | 'orange' | 'amber' | 'blue' | 'grey'> = {
  blocker: 'red',
  critical: 'orange',
  major: 'amber',
  minor: 'blue',
  trivial: 'grey',
};

/** My open tasks on the workplace: the five due first, each opening its card on the board. */
export function MyTasksList({ tasks }: { tasks: MyTask[] }) {
  const { t } = useOverviewMessages();
  const { navigate } = usePluginServices();
  const open = tasks.filter((task) => !task.done);
  if (open.length === 0) return <Empty description={t('workbench.overview.noTasks')} />;
  return (
    <List
      size="small"
      data-testid="wb-my-tasks"
      dataSource={open.slice(0, SHOWN)}
      footer={
        <Button theme="borderless" onClick={() => navigate('/dashboard')}>
          {t('workbench.overview.allTasks')} ({open.length})
        </Button>
      }
      renderItem={(task) => (
        <List.Item
          className="wb-ov-item"
          main={
            <RouteLink to={taskLink(task)} ellipsis>
              {task.title}
            </RouteLink>
          }
          extra={
            <span className="wb-ov-item-extra">
              <Tag size="small">{task.columnName}</Tag>
              {task.dueDate && (
                <Typography.Text size="small" type={task.overdue ? 'danger' : 'tertiary'}>
                  {task.dueDate}
                </Typography.Text>
              )}
            </span>
          }
        />
      )}
    />
  );
}

/** My open defects on the workplace, each opening the defect. */
export function MyDefectsList({ defects }: { defects: MyDefect[] }) {
  const { t, label } = useOverviewMessages();
  const { navigate } = usePluginServices();
  const open = defects.filter((defect) => defect.open);
  if (open.length === 0) return <Empty description={t('workbench.overview.noDefects')} />;
  return (
    <List
      size="small"
      data-testid="wb-my-defects"
      dataSource={open.slice(0, SHOWN)}
      footer={
        <Button theme="borderless" onClick={() => navigate('/workbench/flaw')}>
          {t('workbench.overview.allDefects')} ({open.length})
        </Button>
      }
      renderItem={(defect) => (
        <List.Item
          className="wb-ov-item"
          main={
            <RouteLink to={defectLink(defect)} ellipsis>
              #{defect.id} {defect.title}
            </RouteLink>
          }
          extra={
            <span className="wb-ov-item-extra">
              <Tag size="small" color={SEVERITY_COLOR[defect.severity] ?? 'grey'}>
                {label('severity', defect.severity)}
              </Tag>
              <Tag size="small">{label('status', defect.status)}</Tag>
            </span>
          }
        />
      )}
    />
  );
}
