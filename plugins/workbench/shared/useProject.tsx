import Button from '@douyinfe/semi-ui/lib/es/button';
import Empty from '@douyinfe/semi-ui/lib/es/empty';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Select } from '../../../runtime/forms';
import { usePluginServices } from '../../../runtime/plugin';

/** A project as the list answers it. */
export interface Project {
  id: number;
  name: string;
  code: string;
  status?: string;
  writable: boolean;
  devOnly?: boolean;
  description?: string;
  owner?: string;
}

const KEY = 'jimu-workbench-project';

/**
 * The project context: `?projectId=` in the URL, else the one remembered in localStorage;
 * the list of projects for the switcher. `project` is undefined while loading or when none is
 * chosen (the screen shows {@link NoProject}).
 *
 * @example const { project, projects, choose } = useProject();
 */
export function useProject() {
  const { http } = usePluginServices();
  const [params, setParams] = useSearchParams();
  const [projects, setProjects] = useState<Project[] | undefined>();
  const fromUrl = params.get('projectId');
  const id = fromUrl ?? localStorage.getItem(KEY) ?? undefined;
  const reload = useCallback(
    () =>
      http
        .get<{ list: Project[] }>('/workbench/project/getList')
        .then((answer) => setProjects(answer.data.list)),
    [http],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  useEffect(() => {
    if (id !== undefined) localStorage.setItem(KEY, id);
  }, [id]);
  const choose = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('projectId', String(next));
    setParams(copy, { replace: true });
  };
  const project = projects?.find((p) => String(p.id) === id);
  return { project, projects, choose, reload, loading: projects === undefined };
}

/** The switcher in a screen's header. */
export function ProjectSwitcher({ projects, project, choose }: ReturnType<typeof useProject>) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('workbench.common.project')}
      prefix={t('workbench.common.project')}
      style={{ minWidth: 220 }}
      value={project?.id}
      onChange={(value) => choose(Number(value))}
      optionList={(projects ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }))}
    />
  );
}

/** The empty state of a sub-screen opened without a project. */
export function NoProject() {
  const { t } = useTranslation();
  const { navigate } = usePluginServices();
  return (
    <Empty description={t('workbench.common.noProject')}>
      <Button onClick={() => navigate('/workbench/project')}>{t('workbench.common.toProjects')}</Button>
    </Empty>
  );
}
