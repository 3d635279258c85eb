import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { LoadFailed, LoadingBlock } from '../../../runtime/pages/crud';
import { usePluginServices } from '../../../runtime/plugin';
import { Card } from '../../../runtime/ui/card';
import { useProject } from '../shared/useProject';
import { ActivityFeed } from './ActivityFeed';
import { greetingLine } from './greetingLine';
import { HealthCards } from './HealthCards';
import { MyDefectsList, MyTasksList } from './MyWork';
import { useOverviewMessages } from './messages';
import { QuickActions } from './QuickActions';
import { RecentProjects } from './RecentProjects';
import type { RecentProject, Stats } from './useStats';
import { useStats } from './useStats';
import '../shared/workbench.css';
import './overview.css';
import { usePermission } from '../../../runtime/access';

const HEALTH_CARDS = 4;
const RECENT_CARDS = 6;

/** The remembered project first (the project every screen works on), then the server's recent ones. */
function recentOf(stats: Stats, current: RecentProject | undefined): RecentProject[] {
  const rest = stats.recentProjects.filter((p) => p.id !== current?.id);
  return (current ? [current, ...rest] : rest).slice(0, RECENT_CARDS);
}

/**
 * /workplace: the greeting by hour, quick actions, recent projects, my open tasks and
 * defects, the activity feed and a config-health card per project.
 */
export default function Workplace() {
  const { t, i18n } = useOverviewMessages();
  const { user } = usePluginServices();
  const canWrite = usePermission({ permissions: ['write:system'] });
  const { stats, error, reload } = useStats();
  const context = useProject();
  if (error && !stats) return <LoadFailed error={error} onRetry={() => void reload()} />;
  if (!stats || context.loading) return <LoadingBlock rows={6} />;
  const remembered = context.project;
  const current: RecentProject | undefined = remembered && {
    id: remembered.id,
    name: remembered.name,
    code: remembered.code,
    status: remembered.status,
    openTasks: stats.tasks.filter((task) => !task.done && task.projectId === remembered.id).length,
    openDefects: stats.defects.filter((d) => d.open && d.projectId === remembered.id).length,
  };
  const recent = recentOf(stats, current);
  const all = context.projects ?? [];
  const healthIds = [...new Set([0, ...recent.map((p) => p.id)])].slice(0, HEALTH_CARDS);
  const healthProjects = healthIds.flatMap((id) => all.filter((p) => p.id === id));
  const now = new Date();
  return (
    <div className="wb-screen wb-ov">
      <Card className="wb-ov-hello">
        <Typography.Title heading={4} data-testid="wb-greeting">
          {greetingLine(now, i18n.language, user.username)}
        </Typography.Title>
        <Typography.Text type="tertiary">
          {t('workbench.overview.today', { date: now.toLocaleDateString(i18n.language) })} ·{' '}
          {t('workbench.overview.openTasks', { count: stats.myTasks.open })} ·{' '}
          {t('workbench.overview.openDefects', { count: stats.myDefects.open })}
        </Typography.Text>
        {canWrite && <QuickActions projectId={remembered?.id ?? recent[0]?.id} />}
      </Card>
      <div className="wb-ov-columns">
        <div className="wb-ov-column">
          <Card title={t('workbench.overview.recentProjects')}>
            <RecentProjects projects={recent} />
          </Card>
          <Card title={t('workbench.overview.myTasks')}>
            <MyTasksList tasks={stats.tasks} />
          </Card>
          <Card title={t('workbench.overview.myDefects')}>
            <MyDefectsList defects={stats.defects} />
          </Card>
        </div>
        <div className="wb-ov-column">
          <Card title={t('workbench.overview.health')}>
            <HealthCards projects={healthProjects} />
          </Card>
          <Card title={t('workbench.overview.activity')}>
            <ActivityFeed items={stats.recent} />
          </Card>
        </div>
      </div>
    </div>
  );
}
