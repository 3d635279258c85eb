import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePluginServices } from '../../../../runtime/plugin';
import { useHistory } from '../../shared/useHistory';
import { NoProject, ProjectSwitcher, useProject } from '../../shared/useProject';
import type { ConsoleDraft, ConsoleModel } from './consoleTypes';
import { MenuPreview } from './MenuPreview';
import { OutputPanel } from './OutputPanel';
import { RouteForm } from './RouteForm';
import { RouteTree } from './RouteTree';
import { ThemePanel } from './ThemePanel';
import { addRoute, freeName, moveRoute, nodeAt, type Place, removeRoute, updateRoute } from './treeOps';
import { useMaterialInsert } from './useMaterialInsert';
import '../../shared/workbench.css';
import '../material.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../runtime/access';
import { Select } from '../../../../runtime/forms';

const EMPTY: ConsoleDraft = { routes: [], theme: {}, titles: {}, pages: {} };

/**
 * /workbench/index: a project's console assembled — the route tree (drag, or move with
 * the buttons; add groups, page, component and external routes, or routes and pages from
 * materials), each route's form, per-role menu previews, theme defaults — with undo/redo over
 * the whole document; the output files (diff, validation) are regenerated as one edits, and
 * download as a zip of the whole console or apply to the project.
 */
export default function FrontendGenerator() {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const context = useProject();
  const { project } = context;
  const [params] = useSearchParams();
  const [model, setModel] = useState<ConsoleModel | undefined>();
  const [selected, setSelected] = useState<Place | undefined>();
  const history = useHistory<ConsoleDraft>(EMPTY);
  const draft = history.present;
  const canWrite = usePermission({ permissions: ['write:system'] });
  const { reset } = history;
  useEffect(() => {
    if (!project) return;
    setModel(undefined);
    setSelected(undefined);
    void http.get<ConsoleModel>('/workbench/frontend/model', { projectId: project.id }).then((answer) => {
      setModel(answer.data);
      reset({ routes: answer.data.routes, theme: answer.data.theme, titles: answer.data.titles, pages: {} });
    });
  }, [http, project, reset]);
  const insert = useMaterialInsert(model, draft, history.commit);
  if (!project) return context.loading ? null : <NoProject />;
  const change = (next: Partial<ConsoleDraft>) => history.commit({ ...draft, ...next });
  const route = selected ? nodeAt(draft.routes, selected) : undefined;
  const add = (kind: 'group' | 'page' | 'component' | 'link') => {
    const base = { group: 'NewGroup', page: 'NewPage', component: 'NewComponent', link: 'NewLink' }[kind];
    const name = freeName(draft.routes, base);
    const key = `route.${name.charAt(0).toLowerCase()}${name.slice(1)}`;
    const meta = {
      title: key,
      icon: kind === 'link' ? 'link' : 'file',
      ...(kind === 'link' ? { target: '_blank' } : {}),
    };
    const node = {
      path: kind === 'link' ? 'https://example.com/' : `/${name.charAt(0).toLowerCase()}${name.slice(1)}`,
      name,
      meta,
      ...(kind === 'page' ? { page: model?.pages[0] ?? 'home' } : {}),
      ...(kind === 'component' ? { component: model?.components[0] } : {}),
    };
    change({
      routes: addRoute(draft.routes, undefined, node),
      titles: { ...draft.titles, [key]: { zh: name, en: name } },
    });
    setSelected([draft.routes.length]);
  };
  const move = (how: 'up' | 'down' | 'indent' | 'outdent' | 'remove') => {
    if (!selected) return;
    const index = selected[selected.length - 1];
    const parent = selected.slice(0, -1);
    if (how === 'remove') {
      change({ routes: removeRoute(draft.routes, selected) });
      setSelected(undefined);
      return;
    }
    const moves: Record<string, [Place, 'before' | 'after' | 'inside'] | undefined> = {
      up: index > 0 ? [[...parent, index - 1], 'before'] : undefined,
      down: nodeAt(draft.routes, [...parent, index + 1]) ? [[...parent, index + 1], 'after'] : undefined,
      indent: index > 0 ? [[...parent, index - 1], 'inside'] : undefined,
      outdent: parent.length > 0 ? [parent, 'after'] : undefined,
    };
    const target = moves[how];
    if (!target) return;
    const routes = moveRoute(draft.routes, selected, target[0], target[1]);
    change({ routes });
    setSelected(placeAfterMove(routes, nodeAt(draft.routes, selected)?.name));
  };
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <ProjectSwitcher {...context} />
        {canWrite && model && (
          <span className="wb-toolbar-group">
            <Button disabled={!history.canUndo} onClick={history.undo}>
              {t('workbench.material.fe.undo', { count: history.canUndo })}
            </Button>
            <Button disabled={!history.canRedo} onClick={history.redo}>
              {t('workbench.material.fe.redo', { count: history.canRedo })}
            </Button>
          </span>
        )}
      </div>
      {!canWrite && <Banner type="info" description={t('workbench.material.fe.readOnly')} />}
      {!model ? (
        <Typography.Text>{t('workbench.common.loading')}</Typography.Text>
      ) : (
        <>
          {canWrite && (
            <div className="wb-toolbar-group">
              {(['group', 'page', 'component', 'link'] as const).map((kind) => (
                <Button key={kind} size="small" onClick={() => add(kind)}>
                  +{' '}
                  {t(
                    `workbench.material.fe.add${kind === 'link' ? 'Link' : kind.charAt(0).toUpperCase() + kind.slice(1)}`,
                  )}
                </Button>
              ))}
              <span id="fe-add-material" className="wb-material-hidden">
                {t('workbench.material.fe.addMaterial')}
              </span>
              <Select
                size="small"
                placeholder={t('workbench.material.fe.addMaterial')}
                aria-labelledby="fe-add-material"
                value={undefined}
                onChange={(id) => void insert.add(Number(id), {})}
                optionList={insert.choices.map((m) => ({ value: m.id, label: `${m.name} (${m.type})` }))}
                style={{ width: 200 }}
              />
            </div>
          )}
          <div className="wb-split wb-fe-split">
            <div>
              <Typography.Text type="tertiary" size="small">
                {t('workbench.material.fe.routesHint')}
              </Typography.Text>
              <RouteTree
                routes={draft.routes}
                titles={draft.titles}
                selected={selected}
                draggable={canWrite}
                onSelect={setSelected}
                onDrop={(from, to, position) => {
                  const name = nodeAt(draft.routes, from)?.name;
                  const routes = moveRoute(draft.routes, from, to, position);
                  change({ routes });
                  setSelected(placeAfterMove(routes, name));
                }}
              />
            </div>
            {route ? (
              <RouteForm
                route={route}
                model={model}
                titles={draft.titles}
                readOnly={!canWrite}
                onChange={(patch, titles) =>
                  change({
                    routes: updateRoute(draft.routes, selected as Place, patch),
                    titles: titles ?? draft.titles,
                  })
                }
                onMove={move}
              />
            ) : (
              <Typography.Text type="tertiary">{t('workbench.material.fe.noSelection')}</Typography.Text>
            )}
          </div>
          <Tabs>
            <TabPane tab={t('workbench.material.fe.menuPreview')} itemKey="menu">
              <MenuPreview routes={draft.routes} model={model} titles={draft.titles} />
            </TabPane>
            <TabPane tab={t('workbench.material.fe.theme')} itemKey="theme">
              <ThemePanel
                model={model}
                theme={draft.theme}
                readOnly={!canWrite}
                onChange={(theme) => change({ theme })}
              />
            </TabPane>
            {canWrite && (
              <TabPane tab={t('workbench.material.fe.output')} itemKey="output">
                <OutputPanel projectId={project.id} draft={draft} />
              </TabPane>
            )}
          </Tabs>
        </>
      )}
      {params.get('material') && insert.problem && <Banner type="danger" description={insert.problem} />}
    </div>
  );
}

function placeAfterMove(
  routes: ConsoleDraft['routes'],
  name: string | undefined,
  prefix: Place = [],
): Place | undefined {
  for (const [index, route] of routes.entries()) {
    if (route.name === name) return [...prefix, index];
    const inner = route.children && placeAfterMove(route.children, name, [...prefix, index]);
    if (inner) return inner;
  }
  return undefined;
}
