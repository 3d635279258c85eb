import Button from '@douyinfe/semi-ui/lib/es/button';
import Empty from '@douyinfe/semi-ui/lib/es/empty';
import { usePluginServices } from '../../../runtime/plugin';
import { type SameKeys, useAreaMessages } from '../shared/areaMessages';

const zh = { pick: '这个页面编辑一张已导入的表：请从代码生成列表中选择一张。', back: '去代码生成' };
const en: SameKeys<typeof zh> = {
  pick: 'This screen edits an imported table: choose one from the code generation list.',
  back: 'Go to code generation',
};

/**
 * What the field configuration and the code preview show when opened without `genTableId` (a
 * bookmark, a hand-typed address): what is missing and the way to the list, not an endless
 * loading line.
 */
export function NoGenTable() {
  const { t } = useAreaMessages('genPick', { zh, en });
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
