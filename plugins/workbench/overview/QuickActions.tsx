import Button from '@douyinfe/semi-ui/lib/es/button';
import { usePluginServices } from '../../../runtime/plugin';
import { useOverviewMessages } from './messages';

/**
 * The workplace's quick actions, each opening its screen in the current project. They all
 * create something, so only a person who may write (write:system) sees them.
 */
export function QuickActions({ projectId }: { projectId: number | undefined }) {
  const { t } = useOverviewMessages();
  const { navigate } = usePluginServices();
  const inProject = (path: string) => (projectId === undefined ? path : `${path}?projectId=${projectId}`);
  const actions = [
    { key: 'newProject', path: '/workbench/project/create' },
    { key: 'fromTable', path: inProject('/workbench/project/generator/create') },
    { key: 'designForm', path: inProject('/workbench/project/form_marker/index') },
    { key: 'newDocument', path: inProject('/workbench/project/document/index') },
  ];
  return (
    <div className="wb-ov-quick" data-testid="wb-quick">
      {actions.map((action) => (
        <Button key={action.key} onClick={() => navigate(action.path)}>
          {t(`workbench.overview.${action.key}`)}
        </Button>
      ))}
    </div>
  );
}
