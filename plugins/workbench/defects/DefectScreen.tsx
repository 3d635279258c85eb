import Button from '@douyinfe/semi-ui/lib/es/button';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
import { useState } from 'react';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { NoProject, ProjectSwitcher, useProject } from '../shared/useProject';
import { DefectBoard } from './DefectBoard';
import { DefectDrawer } from './DefectDrawer';
import { DefectFilters } from './DefectFilters';
import { DefectForm } from './DefectForm';
import { DefectTable } from './DefectTable';
import { exportDefects } from './exportDefects';
import { STATUSES } from './model/defectFlow';
import type { Defect } from './types';
import { useDefects } from './useDefects';
import '../shared/workbench.css';
import './defect.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { Select } from '../../../runtime/forms';
import { isOneOf } from '../../../runtime/lib';

const VIEWS: readonly ('list' | 'board')[] = ['list', 'board'];

/** /workbench/flaw: a project's defects by status, filtered, as a list or a board. */
export default function DefectScreen() {
  const { t, i18n } = useTranslation();
  const { http } = usePluginServices();
  const context = useProject();
  const { project } = context;
  const { data, load, filter, setFilter, openId, open } = useDefects(project?.id);
  const [view, setView] = useState<'list' | 'board'>(() =>
    localStorage.getItem('jimu-workbench-defect-view') === 'board' ? 'board' : 'list',
  );
  const [editing, setEditing] = useState<Defect | 'new' | undefined>();
  const [selected, setSelected] = useState<number[]>([]);
  const canWrite = usePermission({ permissions: ['write:system'] });
  if (!context.loading && !project) return <NoProject />;
  const counts = data?.counts ?? {};
  const maintainer = data?.maintainer ?? false;
  const chooseView = (next: 'list' | 'board') => {
    localStorage.setItem('jimu-workbench-defect-view', next);
    setView(next);
  };
  const assign = async (assignee: string) => {
    await http.post('/workbench/defect/assign', { ids: selected, assignee });
    toast('success', t('workbench.defect.assigned', { count: selected.length }));
    setSelected([]);
    await load();
  };
  const download = async (format: 'xlsx' | 'csv') => {
    await exportDefects(data?.list ?? [], format, t, i18n.language, project?.code ?? 'defects');
    toast('success', t('workbench.defect.exported', { count: data?.list.length ?? 0 }));
  };
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <ProjectSwitcher {...context} />
        <div className="wb-toolbar-group">
          <RadioGroup
            type="button"
            aria-label={t('workbench.defect.view')}
            value={view}
            onChange={(e) => isOneOf(VIEWS, e.target.value) && chooseView(e.target.value)}
          >
            <Radio value="list">{t('workbench.defect.list')}</Radio>
            <Radio value="board">{t('workbench.defect.board')}</Radio>
          </RadioGroup>
          <Button onClick={() => void download('xlsx')} disabled={!data?.list.length}>
            {t('workbench.defect.exportXlsx')}
          </Button>
          <Button onClick={() => void download('csv')} disabled={!data?.list.length}>
            {t('workbench.defect.exportCsv')}
          </Button>
          {canWrite && project && (
            <Button theme="solid" onClick={() => setEditing('new')}>
              {t('workbench.defect.report')}
            </Button>
          )}
        </div>
      </div>
      <DefectFilters filter={filter} people={data?.people ?? []} onChange={setFilter} />
      <Tabs
        type="button"
        activeKey={filter.status ?? 'all'}
        onChange={(key) => setFilter({ status: key === 'all' ? undefined : key })}
      >
        {['all', ...STATUSES].map((status) => (
          <TabPane
            key={status}
            itemKey={status}
            tab={
              <span data-testid={`wb-defect-tab-${status}`}>
                {status === 'all' ? t('workbench.defect.all') : t(`workbench.defect.statuses.${status}`)} (
                {counts[status] ?? 0})
              </span>
            }
          />
        ))}
      </Tabs>
      {maintainer && selected.length > 0 && view === 'list' && (
        <div className="wb-toolbar-group">
          <span id="wb-defect-bulk">{t('workbench.defect.bulkAssign')}</span>
          <Select
            aria-labelledby="wb-defect-bulk"
            placeholder={`${t('workbench.defect.assignTo')} (${selected.length})`}
            filter
            style={{ minWidth: 200 }}
            onChange={(v) => void assign(v as string)}
            optionList={(data?.people ?? []).map((p) => ({ value: p, label: p }))}
          />
        </div>
      )}
      {view === 'list' ? (
        <DefectTable
          rows={data?.list}
          onOpen={open}
          selected={selected}
          onSelect={maintainer ? setSelected : undefined}
        />
      ) : (
        <DefectBoard rows={data?.list ?? []} onOpen={open} />
      )}
      {openId !== undefined && (
        <DefectDrawer
          key={openId}
          id={openId}
          people={data?.people ?? []}
          onClose={() => open(undefined)}
          onChanged={() => void load()}
          onEdit={(defect) => setEditing(defect)}
        />
      )}
      {editing && project && (
        <DefectForm
          key={editing === 'new' ? 'new' : editing.id}
          projectId={project.id}
          defect={editing === 'new' ? undefined : editing}
          people={data?.people ?? []}
          maintainer={maintainer}
          onClose={() => setEditing(undefined)}
          onSaved={(defect) => {
            setEditing(undefined);
            void load();
            open(defect.id);
          }}
        />
      )}
    </div>
  );
}
