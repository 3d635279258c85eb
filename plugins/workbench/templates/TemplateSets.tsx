import Button from '@douyinfe/semi-ui/lib/es/button';
import Empty from '@douyinfe/semi-ui/lib/es/empty';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { ProjectSwitcher, useProject } from '../shared/useProject';
import { type SetActions, SetCard } from './SetCard';
import { SetSheet } from './SetSheet';
import { saveJson } from './saveJson';
import { TARGETS, type TemplateSet, targetKey } from './types';
import '../shared/workbench.css';
import './templates.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';

/**
 * /workbench/project/gen_tpl/index: the template sets as cards grouped by target. Built-in
 * sets are read-only (复制后修改); custom sets can be edited and deleted (delete:system); every set
 * exports as one JSON file, and a JSON file imports as a new set; a set can be made the chosen
 * project's default for its target. Opening a set goes to its files.
 */
export default function TemplateSets() {
  const { t } = useTranslation();
  const { http, navigate } = usePluginServices();
  const context = useProject();
  const { project } = context;
  const [sets, setSets] = useState<TemplateSet[] | undefined>();
  const [sheet, setSheet] = useState<{ set?: TemplateSet } | undefined>();
  const picker = useRef<HTMLInputElement>(null);
  const load = useCallback(
    () =>
      http
        .get<{ list: TemplateSet[] }>(
          '/workbench/templateSet/getList',
          project ? { projectId: project.id } : {},
        )
        .then((answer) => setSets(answer.data.list)),
    [http, project],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const canWrite = usePermission({ permissions: ['write:system'] });
  const canDelete = usePermission({ permissions: ['delete:system'] });
  const open = (set: TemplateSet) => navigate(`/workbench/project/gen_tpl/files?setId=${set.id}`);
  const copy = async (set: TemplateSet) => {
    const answer = await http.post<TemplateSet>('/workbench/templateSet/copy', { id: set.id });
    toast('success', t('workbench.tpl.copied', { name: answer.data.name }));
    await load();
  };
  const exportSet = async (set: TemplateSet) => {
    const answer = await http.get<{ name: string; document: unknown }>('/workbench/templateSet/export', {
      id: set.id,
    });
    saveJson(answer.data.name, answer.data.document);
  };
  const remove = (set: TemplateSet) =>
    Modal.confirm({
      title: t('workbench.tpl.delete'),
      content: t('workbench.tpl.confirmDelete', { name: set.name, count: set.files ?? 0 }),
      onOk: async () => {
        await http.post('/workbench/templateSet/doDelete', { ids: [set.id] });
        toast('success', t('workbench.tpl.deleted'));
        await load();
      },
    });
  const makeDefault = async (set: TemplateSet) => {
    if (!project) return;
    await http.post('/workbench/templateSet/setDefault', { id: set.id, projectId: project.id });
    toast('success', t('workbench.tpl.defaultSet', { project: project.name }));
    await load();
  };
  const importFile = async (file: File) => {
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch {
      toast('error', t('workbench.tpl.badImport', { name: file.name }));
      return;
    }
    const answer = await http.post<TemplateSet>('/workbench/templateSet/import', { document });
    toast('success', t('workbench.tpl.imported', { name: answer.data.name }));
    await load();
  };
  const actionsOf = (set: TemplateSet): SetActions => ({
    open: () => open(set),
    exportSet: () => void exportSet(set),
    copy: canWrite ? () => void copy(set) : undefined,
    edit: canWrite && !set.builtIn ? () => setSheet({ set }) : undefined,
    remove: canDelete && !set.builtIn ? () => remove(set) : undefined,
    makeDefault: canWrite && project && !set.isDefault ? () => void makeDefault(set) : undefined,
  });
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <ProjectSwitcher {...context} />
        {canWrite && (
          <span className="wb-toolbar-group">
            <Button onClick={() => picker.current?.click()}>{t('workbench.tpl.import')}</Button>
            <Button theme="solid" onClick={() => setSheet({})}>
              {t('workbench.tpl.create')}
            </Button>
            <input
              ref={picker}
              type="file"
              accept=".json,application/json"
              hidden
              aria-label={t('workbench.tpl.import')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void importFile(file);
              }}
            />
          </span>
        )}
      </div>
      {sets === undefined && <Spin />}
      {sets?.length === 0 && <Empty description={t('workbench.tpl.empty')} />}
      {TARGETS.map((target) => {
        const group = (sets ?? []).filter((s) => s.target === target);
        if (group.length === 0) return null;
        return (
          <section key={target} aria-label={t(targetKey(target))}>
            <Typography.Title heading={6} style={{ margin: '0 0 8px' }}>
              {t(targetKey(target))}
            </Typography.Title>
            <div className="wb-tpl-grid">
              {group.map((set) => (
                <SetCard key={set.id} set={set} actions={actionsOf(set)} />
              ))}
            </div>
          </section>
        );
      })}
      {sheet && (
        <SetSheet
          set={sheet.set}
          onClose={() => setSheet(undefined)}
          onSaved={() => {
            setSheet(undefined);
            void load();
          }}
        />
      )}
    </div>
  );
}
