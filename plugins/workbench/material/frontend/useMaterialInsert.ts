import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePluginServices } from '../../../../runtime/plugin';
import { refusalOf } from '../../shared/errors';
import type { Material } from '../types';
import type { ConsoleDraft, ConsoleModel } from './consoleTypes';
import { addRoute, freeName, type RouteNode } from './treeOps';

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Materials in the frontend generator ("insert into the frontend generator route tree"):
 * a route material adds its subtree at the top of the tree, a page material a new page file and
 * its route. Used from the screen's own picker and from `?material=<id>&materialValues=<json>`
 * (the material centre's 插入到 → 前端生成器), read once when the model has loaded.
 */
export function useMaterialInsert(
  model: ConsoleModel | undefined,
  draft: ConsoleDraft,
  commit: (next: ConsoleDraft) => void,
) {
  const { http } = usePluginServices();
  const [params, setParams] = useSearchParams();
  const [choices, setChoices] = useState<Material[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const latest = useRef(draft);
  latest.current = draft;
  useEffect(() => {
    void Promise.all(
      ['route', 'page'].map((type) =>
        http.get<{ list: Material[] }>('/workbench/material/getList', { type, pageSize: 100 }),
      ),
    ).then((answers) => setChoices(answers.flatMap((a) => a.data.list)));
  }, [http]);
  const add = useCallback(
    async (id: number, values: Record<string, unknown>) => {
      try {
        const answer = await http.post<{ text: string; value: unknown; material: Material }>(
          '/workbench/material/use',
          { id, values, target: 'frontend' },
        );
        const { material, value, text } = answer.data;
        const current = latest.current;
        if (material.type === 'route') {
          const route = value as RouteNode;
          commit({
            ...current,
            routes: addRoute(current.routes, undefined, {
              ...route,
              name: freeName(current.routes, route.name),
            }),
          });
        } else if (material.type === 'page') {
          const page = String(values.name ?? material.params.properties.name?.default ?? `page${id}`);
          const name = freeName(current.routes, pascal(page));
          const route = { path: `/${page}`, name, page, meta: { title: `route.${page}`, icon: 'file' } };
          commit({
            ...current,
            routes: addRoute(current.routes, undefined, route),
            pages: {
              ...current.pages,
              [page]: `# From the material centre: ${material.name} (v${material.version}).\n${text}`,
            },
            titles: { ...current.titles, [`route.${page}`]: { zh: material.name, en: pascal(page) } },
          });
        }
        setProblem(undefined);
      } catch (error) {
        setProblem(refusalOf(error).msg ?? String(error));
      }
    },
    [http, commit],
  );
  const fromUrl = params.get('material');
  useEffect(() => {
    if (!model || !fromUrl) return;
    let values: Record<string, unknown> = {};
    try {
      values = JSON.parse(params.get('materialValues') ?? '{}') as Record<string, unknown>;
    } catch {}
    void add(Number(fromUrl), values);
    const next = new URLSearchParams(params);
    next.delete('material');
    next.delete('materialValues');
    setParams(next, { replace: true });
  }, [model, fromUrl, add, params, setParams]);
  return { choices, add, problem };
}
