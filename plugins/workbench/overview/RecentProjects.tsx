import Empty from '@douyinfe/semi-ui/lib/es/empty';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { usePluginServices } from '../../../runtime/plugin';
import { Card } from '../../../runtime/ui/card';
import { ClippedText } from '../../../runtime/ui/text';
import { boardLink } from './links';
import { useOverviewMessages } from './messages';
import type { RecentProject } from './useStats';

/** Recent projects as cards; a card opens the project's board. */
export function RecentProjects({ projects }: { projects: RecentProject[] }) {
  const { t } = useOverviewMessages();
  const { navigate } = usePluginServices();
  if (projects.length === 0) return <Empty description={t('workbench.overview.noProjects')} />;
  return (
    <div className="wb-ov-projects" data-testid="wb-recent-projects">
      {projects.map((project) => (
        <Card key={project.id} className="wb-ov-project" shadows="hover" bodyStyle={{ padding: 12 }}>
          <button
            type="button"
            className="wb-ov-project-open"
            onClick={() => navigate(boardLink(project.id))}
          >
            {/* Named by all it shows, after the verb: a person using voice control says what they see. */}
            <span className="jimu-visually-hidden">{t('workbench.overview.open')} </span>
            <ClippedText text={project.name}>
              <Typography.Text strong>{project.name}</Typography.Text>
            </ClippedText>
            <span className="wb-ov-project-meta">
              <Tag size="small">{project.code}</Tag>
              {project.status === 'archived' && (
                <Tag size="small" color="grey">
                  {t('workbench.overview.archived')}
                </Tag>
              )}
            </span>
            <Typography.Text type="tertiary" size="small">
              {t('workbench.overview.openTasks', { count: project.openTasks })} ·{' '}
              {t('workbench.overview.openDefects', { count: project.openDefects })}
            </Typography.Text>
          </button>
        </Card>
      ))}
    </div>
  );
}
