import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Empty from '@douyinfe/semi-ui/lib/es/empty';
import Input from '@douyinfe/semi-ui/lib/es/input';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { NoProject, ProjectSwitcher, useProject } from '../shared/useProject';
import { EndpointDetail } from './EndpointDetail';
import { EndpointSheet } from './EndpointSheet';
import { EndpointTree } from './EndpointTree';
import { EnvironmentSheet } from './EnvironmentSheet';
import { readChosen, readEnvironments, saveChosen, saveEnvironments } from './environments';
import { ImportSheet } from './ImportSheet';
import type { Endpoint } from './types';
import '../shared/workbench.css';
import './apiPort.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { Select } from '../../../runtime/forms';

type Listing = { list: Endpoint[]; roles: string[]; configErrors: unknown[] };

/**
 * /workbench/api_port: a project's endpoints — derived from its config, hand-added and
 * imported — grouped and searchable on the left; the chosen one's docs, try-it, access, history
 * and pages on the right. The chosen endpoint and tab live in the URL (F5 and links keep them).
 */
export default function ApiPort() {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const context = useProject();
  const { project } = context;
  const [params, setParams] = useSearchParams();
  const [listing, setListing] = useState<Listing | undefined>();
  const [keyword, setKeyword] = useState(params.get('q') ?? '');
  const [editing, setEditing] = useState<Endpoint | 'new' | undefined>();
  const [importing, setImporting] = useState(false);
  const [envs, setEnvs] = useState(readEnvironments);
  const [env, setEnv] = useState(readChosen);
  const [editingEnvs, setEditingEnvs] = useState(false);
  const canWrite = usePermission({ permissions: ['write:system'] });
  const load = useCallback(() => {
    if (!project) return;
    void http
      .get<Listing>('/workbench/apis/getList', { projectId: project.id })
      .then((answer) => setListing(answer.data));
  }, [http, project]);
  useEffect(load, [load]);
  const setParam = (name: string, value: string | undefined) => {
    const copy = new URLSearchParams(params);
    if (value === undefined) copy.delete(name);
    else copy.set(name, value);
    setParams(copy, { replace: true });
  };
  const chosenId = params.get('api');
  const chosen = listing?.list.find((e) => e.id === chosenId);
  useEffect(() => {
    // A link with ?q= (a document's [[api:…]]) opens its first match.
    const q = params.get('q');
    if (!listing || chosenId || !q) return;
    const hit = listing.list.find((e) =>
      `${e.method} ${e.path} ${e.name}`.toLowerCase().includes(q.toLowerCase()),
    );
    if (hit) setParam('api', hit.id);
  });
  if (!context.loading && !project) return <NoProject />;
  const exportDoc = async () => {
    if (!project) return;
    const answer = await http.get<{ paths: Record<string, object> }>('/workbench/apis/export', {
      projectId: project.id,
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(
      new Blob([JSON.stringify(answer.data, null, 2)], { type: 'application/json' }),
    );
    link.download = `openapi-${project.code}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    const count = Object.values(answer.data.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
    toast('success', t('workbench.apiPort.exported', { count }));
  };
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <ProjectSwitcher {...context} />
        <div className="wb-toolbar-group">
          {canWrite && (
            <>
              <Button theme="solid" onClick={() => setEditing('new')}>
                {t('workbench.apiPort.create')}
              </Button>
              <Button onClick={() => setImporting(true)}>{t('workbench.apiPort.import')}</Button>
            </>
          )}
          <Select
            aria-label={t('workbench.apiPort.env')}
            prefix={t('workbench.apiPort.env')}
            value={env in envs ? env : ''}
            onChange={(value) => {
              setEnv(String(value));
              saveChosen(String(value));
            }}
            optionList={[
              { value: '', label: t('workbench.apiPort.envNone') },
              ...Object.keys(envs).map((name) => ({ value: name, label: name })),
            ]}
          />
          <Button onClick={() => setEditingEnvs(true)}>{t('workbench.apiPort.envManage')}</Button>
          <Button onClick={() => void exportDoc()} disabled={!listing}>
            {t('workbench.apiPort.export')}
          </Button>
        </div>
      </div>
      {listing && listing.configErrors.length > 0 && (
        <Banner
          type="warning"
          description={t('workbench.apiPort.configErrors', { count: listing.configErrors.length })}
        />
      )}
      <div className="wb-split wb-api">
        <div className="wb-api-side">
          <Input
            aria-label={t('workbench.apiPort.search')}
            placeholder={t('workbench.apiPort.search')}
            value={keyword}
            showClear
            onChange={setKeyword}
          />
          <EndpointTree
            endpoints={listing?.list}
            keyword={keyword}
            chosen={chosenId ?? undefined}
            onChoose={(id) => setParam('api', id)}
          />
        </div>
        <div className="wb-api-main">
          {chosen && project ? (
            <EndpointDetail
              key={chosen.id}
              endpoint={chosen}
              projectId={project.id}
              tab={params.get('tab') ?? 'doc'}
              vars={envs[env] ?? {}}
              onTab={(tab) => setParam('tab', tab)}
              onEdit={() => setEditing(chosen)}
              onDeleted={() => {
                setParam('api', undefined);
                load();
              }}
            />
          ) : (
            <Empty description={t('workbench.apiPort.none')} />
          )}
        </div>
      </div>
      {editing && project && (
        <EndpointSheet
          projectId={project.id}
          endpoint={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={(id) => {
            setEditing(undefined);
            setParam('api', id);
            load();
          }}
        />
      )}
      {editingEnvs && (
        <EnvironmentSheet
          envs={envs}
          onClose={() => setEditingEnvs(false)}
          onSaved={(next) => {
            saveEnvironments(next);
            setEnvs(next);
            setEditingEnvs(false);
          }}
        />
      )}
      {importing && project && (
        <ImportSheet
          projectId={project.id}
          onClose={() => setImporting(false)}
          onDone={() => {
            setImporting(false);
            load();
          }}
        />
      )}
    </div>
  );
}
