import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecord } from '../../../runtime/lib';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { CodeEditor } from '../shared/CodeEditor';
import { refusalOf } from '../shared/errors';
import { ConflictDialog } from './ConflictDialog';
import { MarkdownView } from './MarkdownView';
import type { Conflict, Doc } from './types';
import { useReferences } from './useReferences';

interface Draft {
  base: number;
  content: string;
  at: string;
}

const draftKey = (id: number) => `jimu-doc-draft-${id}`;
const readDraft = (id: number): Draft | undefined => {
  try {
    return JSON.parse(localStorage.getItem(draftKey(id)) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
};

/**
 * The split editor: Markdown source in the shared CodeEditor beside the live preview; every
 * change is kept as a local draft; save sends the version it started from, and a stale save opens
 * the conflict dialog with their text beside mine — mine stays in the editor, nothing is lost.
 */
export function DocEditor(props: { doc: Doc; onSaved: (doc: Doc) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const { doc } = props;
  const references = useReferences(doc.projectId);
  const [text, setText] = useState(doc.content);
  const [base, setBase] = useState(doc.version);
  const [draft, setDraft] = useState(() => {
    const found = readDraft(doc.id);
    return found && found.content !== doc.content ? found : undefined;
  });
  const [conflict, setConflict] = useState<Conflict | undefined>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (text === doc.content && base === doc.version) return;
    localStorage.setItem(
      draftKey(doc.id),
      JSON.stringify({ base, content: text, at: new Date().toLocaleString() }),
    );
  }, [text, base, doc]);
  const save = async (version = base, content = text) => {
    setSaving(true);
    try {
      const answer = await http.post<Doc>('/workbench/document/save', { id: doc.id, version, content });
      localStorage.removeItem(draftKey(doc.id));
      setConflict(undefined);
      toast('success', t('workbench.document.saved', { version: answer.data.version }));
      props.onSaved(answer.data);
    } catch (error) {
      const refusal = refusalOf(error);
      if (isRecord(error) && error.status === 409 && refusal.data)
        setConflict(refusal.data as unknown as Conflict);
    } finally {
      setSaving(false);
    }
  };
  const dirty = text !== doc.content;
  return (
    <div className="wb-doc-editor" data-testid="wb-doc-editor">
      {draft && (
        <Banner
          type="warning"
          closeIcon={null}
          description={t('workbench.document.draftFound', { time: draft.at })}
        >
          <div className="wb-toolbar-group" style={{ marginTop: 8 }}>
            <Button
              size="small"
              onClick={() => {
                setText(draft.content);
                setBase(draft.base);
                setDraft(undefined);
              }}
            >
              {t('workbench.document.restoreDraft')}
            </Button>
            <Button
              size="small"
              onClick={() => {
                localStorage.removeItem(draftKey(doc.id));
                setDraft(undefined);
              }}
            >
              {t('workbench.document.dropDraft')}
            </Button>
          </div>
        </Banner>
      )}
      <div className="wb-toolbar">
        <span className="wb-muted">
          {dirty ? t('workbench.document.unsaved') : t('workbench.document.draftKept')}
        </span>
        <div className="wb-toolbar-group">
          <Button onClick={props.onClose}>{t('workbench.document.close')}</Button>
          <Button theme="solid" loading={saving} onClick={() => void save()}>
            {t('workbench.document.save')}
          </Button>
        </div>
      </div>
      <div className="wb-doc-split">
        <section aria-label={t('workbench.document.editor')}>
          <CodeEditor
            lang="markdown"
            value={text}
            onChange={setText}
            height="60vh"
            ariaLabel={t('workbench.document.editor')}
            references={references}
          />
        </section>
        <section aria-label={t('workbench.document.preview')} className="wb-doc-preview">
          <MarkdownView text={text} projectId={doc.projectId} />
        </section>
      </div>
      {conflict && (
        <ConflictDialog
          conflict={conflict}
          mine={text}
          saving={saving}
          onKeepMine={() => void save(conflict.current.version)}
          onTakeTheirs={() => {
            setText(conflict.current.content);
            setBase(conflict.current.version);
            localStorage.removeItem(draftKey(doc.id));
            setConflict(undefined);
          }}
          onMerge={() => {
            setBase(conflict.current.version);
            setConflict(undefined);
          }}
        />
      )}
    </div>
  );
}
