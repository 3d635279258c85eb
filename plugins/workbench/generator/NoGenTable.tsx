import Button from '@douyinfe/semi-ui/lib/es/button';
import Empty from '@douyinfe/semi-ui/lib/es/empty';
import { useTranslation } from 'react-i18next';
import { usePluginServices } from '../../../runtime/plugin';

/**
 * What the field configuration and the code preview show when opened without `genTableId` (a
 * bookmark, a hand-typed address): what is missing and the way to the list, not an endless
 * loading line.
 */
export function NoGenTable() {
  const { t } = useTranslation();
  const { navigate } = usePluginServices();
  const projectId = new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('projectId');
  return (
    <Empty className="wb-no-gentable" description={t('workbench.genPick.pick')}>
      <Button
        onClick={() =>
          navigate(`/workbench/project/generator/index${projectId ? `?projectId=${projectId}` : ''}`)
        }
      >
        {t('workbench.genPick.back')}
      </Button>
    </Empty>
  );
}
