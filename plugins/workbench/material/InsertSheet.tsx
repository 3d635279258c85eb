import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import { toast, useNarrowScreen, usePluginServices } from '../../../runtime/plugin';
import { FileTabs } from '../generator/FileTabs';
import type { GenFile } from '../generator/types';
import { type Diagnostic, Diagnostics } from '../shared/Diagnostics';
import { refusalOf } from '../shared/errors';
import type { Project } from '../shared/useProject';
import type { ParamValues } from './ParamsForm';
import type { Material } from './types';

type Plan = { files: GenFile[]; diagnostics: Diagnostic[]; added: string[]; writable: boolean };
type RouteName = { name: string; path: string; children?: RouteName[] };
const names = (routes: RouteName[]): string[] => routes.flatMap((r) => [r.name, ...names(r.children ?? [])]);

/**
 * 插入到 → 项目 or → 前端生成器: choose the project (and for a page its name, for a page
 * or route a parent route); for a project the server plans the files (a page file, the route,
 * missing strings), shows them with badges and the validation, and applies them through the
 * apply service; for the frontend generator the generator opens with the material.
 */
export function InsertSheet(props: {
  material: Material;
  values: ParamValues;
  target: 'project' | 'frontend';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { http, navigate } = usePluginServices();
  const narrow = useNarrowScreen();
  const [projects, setProjects] = useState<Project[]>([]);
  const [projectId, setProjectId] = useState<number | undefined>();
  const [pageName, setPageName] = useState(String(props.values.name ?? ''));
  const [parent, setParent] = useState<string | undefined>();
  const [routes, setRoutes] = useState<string[]>([]);
  const [plan, setPlan] = useState<Plan | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void http.get<{ list: Project[] }>('/workbench/project/getList').then((a) => setProjects(a.data.list));
  }, [http]);
  useEffect(() => {
    setPlan(undefined);
    setParent(undefined);
    if (projectId === undefined) return;
    void http
      .get<{ routes: RouteName[] }>('/workbench/frontend/model', { projectId })
      .then((a) => setRoutes(names(a.data.routes)));
  }, [http, projectId]);
  const values = props.material.type === 'page' ? { ...props.values, name: pageName } : props.values;
  const prepare = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await http.post<Plan>('/workbench/material/plan', {
        id: props.material.id,
        projectId,
        values,
        pageName,
        parent,
      });
      setPlan(answer.data);
    } catch (error) {
      setPlan(undefined);
      setProblem(refusalOf(error).msg ?? String(error));
    } finally {
      setBusy(false);
    }
  };
  const apply = async () => {
    if (!plan) return;
    setBusy(true);
    try {
      const files = plan.files.filter((f) => f.status !== 'unchanged');
      const answer = await http.post<{ written: string[] }>('/workbench/apply', { projectId, files });
      await http.post('/workbench/material/use', { id: props.material.id, values, target: 'project' });
      toast('success', t('workbench.material.applied', { count: answer.data.written.length }));
      props.onClose();
    } catch (error) {
      setProblem(refusalOf(error).msg ?? String(error));
    } finally {
      setBusy(false);
    }
  };
  const openGenerator = () => {
    const query = new URLSearchParams({
      projectId: String(projectId),
      material: String(props.material.id),
      materialValues: JSON.stringify(values),
    });
    navigate(`/workbench/index?${query}`);
  };
  const errors = plan?.diagnostics.filter((d) => d.severity === 'error') ?? [];
  return (
    <SideSheet
      visible
      title={
        props.target === 'project' ? t('workbench.material.insertTitle') : t('workbench.material.toFrontend')
      }
      width={narrow ? '100%' : 720}
      onCancel={props.onClose}
    >
      <div className="wb-material-form-grid">
        <span id="material-insert-project">{t('workbench.material.project')}</span>
        <Select
          aria-labelledby="material-insert-project"
          value={projectId}
          onChange={(v) => setProjectId(Number(v))}
          optionList={projects.map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }))}
          style={{ width: '100%' }}
        />
        {props.target === 'project' && props.material.type === 'page' && (
          <>
            <label htmlFor="material-insert-page">{t('workbench.material.pageName')}</label>
            <Input id="material-insert-page" value={pageName} onChange={setPageName} />
          </>
        )}
        {props.target === 'project' && props.material.type !== 'strings' && (
          <>
            <span id="material-insert-parent">{t('workbench.material.parent')}</span>
            <Select
              aria-labelledby="material-insert-parent"
              value={parent}
              showClear
              filter
              onChange={(v) => setParent(v ? String(v) : undefined)}
              optionList={routes.map((name) => ({ value: name, label: name }))}
              style={{ width: '100%' }}
            />
          </>
        )}
      </div>
      <div className="wb-toolbar" style={{ margin: '12px 0' }}>
        {props.target === 'project' ? (
          <Button onClick={prepare} loading={busy} disabled={projectId === undefined}>
            {t('workbench.material.plan')}
          </Button>
        ) : (
          <Button theme="solid" onClick={openGenerator} disabled={projectId === undefined}>
            {t('workbench.material.toFrontend')}
          </Button>
        )}
        {plan?.writable && (
          <Button theme="solid" onClick={apply} loading={busy} disabled={errors.length > 0}>
            {t('workbench.material.apply')}
          </Button>
        )}
      </div>
      {problem && <Banner type="danger" description={problem} />}
      {plan && (
        <>
          {!plan.writable && <Banner type="warning" description={t('workbench.material.notWritable')} />}
          {errors.length > 0 && <Banner type="danger" description={t('workbench.material.fixFirst')} />}
          {plan.added.length > 0 && (
            <Typography.Text type="warning">
              {t('workbench.material.added', { count: plan.added.length })}
            </Typography.Text>
          )}
          <Diagnostics items={plan.diagnostics} />
          <FileTabs files={plan.files} resolutions={{}} onResolve={() => undefined} />
        </>
      )}
    </SideSheet>
  );
}
