import Banner from '@douyinfe/semi-ui/lib/es/banner';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed, LoadingBlock } from '../../../runtime/pages/crud';
import { lazyComponent } from '../../../runtime/plugin';
import { Card } from '../../../runtime/ui/card';
import { useProject } from '../shared/useProject';
import { Counters } from './Counters';
import { DefectTable } from './DefectTable';
import { useOverviewMessages } from './messages';
import type { OverviewChartsProps } from './OverviewCharts';
import { TaskTable } from './TaskTable';
import { useStats } from './useStats';
import '../shared/workbench.css';
import './overview.css';
import { usePermission } from '../../../runtime/access';
import { Select } from '../../../runtime/forms';

// ECharts loads with the charts only, after the numbers are on screen (its own lazy chunk).
const OverviewCharts = lazyComponent<OverviewChartsProps>(() =>
  import('./OverviewCharts').then((m) => m.default),
);

/**
 * /dashboard: my work across projects — counters, charts of my tasks by status and my open
 * defects by severity, my tasks with inline status change, my defects with their allowed
 * transitions — optionally of one project (`?projectId=`, kept on F5).
 */
export default function Dashboard() {
  const { t } = useOverviewMessages();
  const [params, setParams] = useSearchParams();
  const raw = params.get('projectId');
  const projectId = raw === null || raw === '' ? undefined : Number(raw);
  const { stats, error, reload } = useStats(projectId);
  const { projects } = useProject();
  const canWrite = usePermission({ permissions: ['write:system'] });
  if (error && !stats) return <LoadFailed error={error} onRetry={() => void reload()} />;
  if (!stats) return <LoadingBlock rows={6} />;
  const projectName = (id: number | null) =>
    projects?.find((p) => p.id === id)?.name ?? (id === null ? '—' : `#${id}`);
  const choose = (value: unknown) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete('projectId');
    else next.set('projectId', String(value));
    setParams(next, { replace: true });
  };
  return (
    <div className="wb-screen wb-ov">
      <div className="wb-toolbar">
        <Select
          aria-label={t('workbench.overview.projectFilter')}
          prefix={t('workbench.overview.projectFilter')}
          style={{ minWidth: 220, maxWidth: '100%' }}
          value={projectId ?? 'all'}
          onChange={choose}
          optionList={[
            { value: 'all', label: t('workbench.overview.allProjects') },
            ...(projects ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.code})` })),
          ]}
        />
      </div>
      {!canWrite && <Banner type="info" description={t('workbench.overview.readOnly')} />}
      <Counters stats={stats} />
      <OverviewCharts tasksByStatus={stats.myTasks.byStatus} defectsBySeverity={stats.myDefects.bySeverity} />
      <Card title={t('workbench.overview.myTasks')}>
        <TaskTable
          tasks={stats.tasks}
          projectName={projectName}
          canWrite={canWrite}
          onMoved={() => void reload()}
        />
      </Card>
      <Card title={t('workbench.overview.myDefects')}>
        <DefectTable
          defects={stats.defects}
          projectName={projectName}
          canWrite={canWrite}
          onChanged={() => void reload()}
        />
      </Card>
    </div>
  );
}
