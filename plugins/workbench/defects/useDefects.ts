import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePluginServices } from '../../../runtime/plugin';
import type { DefectFilter, DefectList } from './types';

const FILTER_KEYS = ['status', 'severity', 'priority', 'assignee', 'reporter', 'pageRef', 'keyword'] as const;

/**
 * The defects of a project with the filters kept in the route's query (F5 and a shared link
 * bring the same list back), and the open defect (`?defect=`, pushed, so Back closes it).
 *
 * @example const { data, filter, setFilter, openId, open } = useDefects(project?.id);
 */
export function useDefects(projectId: number | undefined) {
  const { http } = usePluginServices();
  const [params, setParams] = useSearchParams();
  const [data, setData] = useState<DefectList | undefined>();
  const filter: DefectFilter = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]).filter(([, v]) => v),
  );
  const query = JSON.stringify(filter);
  const load = useCallback(async () => {
    if (projectId === undefined) return;
    const answer = await http.get<DefectList>('/workbench/defect/getList', {
      projectId,
      ...(JSON.parse(query) as DefectFilter),
    });
    setData(answer.data);
  }, [http, projectId, query]);
  useEffect(() => {
    void load();
  }, [load]);
  const setFilter = (change: DefectFilter) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const openId = params.get('defect') ? Number(params.get('defect')) : undefined;
  const open = (id: number | undefined) => {
    const next = new URLSearchParams(params);
    if (id === undefined) next.delete('defect');
    else next.set('defect', String(id));
    setParams(next, { replace: id === undefined || openId !== undefined });
  };
  return { data, load, filter, setFilter, openId, open };
}
