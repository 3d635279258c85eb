import Button from '@douyinfe/semi-ui/lib/es/button';
import Empty from '@douyinfe/semi-ui/lib/es/empty';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { NoProject, ProjectSwitcher, useProject } from '../shared/useProject';
import { DocEditor } from './DocEditor';
import { DocMetaDialog } from './DocMetaDialog';
import { DocReader } from './DocReader';
import { DocTree } from './DocTree';
import { HistorySheet } from './HistorySheet';
import type { Doc, DocSummary } from './types';
import '../shared/workbench.css';
import './document.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';

/**
 * /workbench/project/document/index: a project's documents as a tree beside the reader or
 * the split editor. The open document and the editor live in the route's query (`doc`, `edit`),
 * so F5 and Back bring back what was open.
 */
export default function DocumentScreen() {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const context = useProject();
  const { project } = context;
  const [params, setParams] = useSearchParams();
  const [docs, setDocs] = useState<DocSummary[] | undefined>();
  const [doc, setDoc] = useState<Doc | undefined>();
  const [dialog, setDialog] = useState<'new' | 'rename' | 'history' | undefined>();
  const canWrite = usePermission({ permissions: ['write:system'] });
  const canDelete = usePermission({ permissions: ['delete:system'] });
  const openId = params.get('doc') ? Number(params.get('doc')) : undefined;
  const editing = params.get('edit') === '1' && canWrite;
  const loadTree = useCallback(async () => {
    if (!project) return;
    const answer = await http.get<{ list: DocSummary[] }>('/workbench/document/tree', {
      projectId: project.id,
    });
    setDocs(answer.data.list);
  }, [http, project]);
  useEffect(() => {
    void loadTree();
  }, [loadTree]);
  useEffect(() => {
    if (openId === undefined) return setDoc(undefined);
    void http.get<Doc>('/workbench/document/get', { id: openId }).then((answer) => setDoc(answer.data));
  }, [http, openId]);
  // Back or a tree click to another document closes what was opened for the previous one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of document counts
  useEffect(() => setDialog(undefined), [openId]);
  if (!context.loading && !project) return <NoProject />;
  const show = (id: number | undefined, edit = false, replace = false) => {
    const next = new URLSearchParams(params);
    if (id === undefined) next.delete('doc');
    else next.set('doc', String(id));
    if (edit) next.set('edit', '1');
    else next.delete('edit');
    setParams(next, { replace });
  };
  const changed = async (next: Doc) => {
    setDoc(next);
    await loadTree();
  };
  const move = async (id: number, parentId: number | null, index: number) => {
    await http.post('/workbench/document/move', { id, parentId, index });
    await loadTree();
  };
  const current = doc && doc.id === openId ? doc : undefined;
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <ProjectSwitcher {...context} />
        {canWrite && project && (
          <Button theme="solid" onClick={() => setDialog('new')}>
            {t('workbench.document.create')}
          </Button>
        )}
      </div>
      <div className="wb-doc-layout">
        <aside className="wb-doc-aside">
          {docs && docs.length === 0 ? (
            <Empty description={t('workbench.document.empty')} />
          ) : (
            <DocTree
              docs={docs ?? []}
              selected={openId}
              draggable={canWrite}
              onSelect={(id) => show(id)}
              onMove={(id, parentId, index) => void move(id, parentId, index)}
            />
          )}
        </aside>
        <main className="wb-doc-main">
          {!current && <Empty description={t('workbench.document.pick')} />}
          {current && editing && (
            <DocEditor
              key={current.id}
              doc={current}
              onSaved={(next) => {
                void changed(next);
                show(next.id, false, true);
              }}
              onClose={() => show(current.id, false, true)}
            />
          )}
          {current && !editing && (
            <DocReader
              doc={current}
              canWrite={canWrite}
              canDelete={canDelete}
              onEdit={() => show(current.id, true)}
              onHistory={() => setDialog('history')}
              onRename={() => setDialog('rename')}
              onConvert={() =>
                void http
                  .post<Doc>('/workbench/document/convert', { id: current.id, version: current.version })
                  .then((answer) => changed(answer.data))
              }
              onDelete={() =>
                void http.post('/workbench/document/doDelete', { ids: [current.id] }).then(() => {
                  toast('success', t('workbench.document.deleted'));
                  show(undefined, false, true);
                  return loadTree();
                })
              }
            />
          )}
        </main>
      </div>
      {project && (dialog === 'new' || (dialog === 'rename' && current)) && (
        <DocMetaDialog
          projectId={project.id}
          docs={docs ?? []}
          doc={dialog === 'rename' ? current : undefined}
          onClose={() => setDialog(undefined)}
          onDone={(id) => {
            setDialog(undefined);
            void loadTree();
            if (id === openId)
              void http.get<Doc>('/workbench/document/get', { id }).then((a) => setDoc(a.data));
            else show(id, dialog === 'new');
          }}
        />
      )}
      {dialog === 'history' && current && (
        <HistorySheet
          doc={current}
          canWrite={canWrite}
          onClose={() => setDialog(undefined)}
          onRestored={(next) => {
            setDialog(undefined);
            void changed(next);
          }}
        />
      )}
    </div>
  );
}
