import Button from '@douyinfe/semi-ui/lib/es/button';
import List from '@douyinfe/semi-ui/lib/es/list';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, useNarrowScreen, usePluginServices } from '../../../runtime/plugin';
import { useViewActive } from '../../../runtime/routing';
import { FileDiff } from '../shared/CodeEditor';
import type { Doc } from './types';

/**
 * 历史: the kept revisions, newest first; choosing one shows it against the current text
 * (merge view); 恢复此版本 makes its text a new revision, sent with the version it was shown for.
 */
export function HistorySheet(props: {
  doc: Doc;
  canWrite: boolean;
  onClose: () => void;
  onRestored: (doc: Doc) => void;
}) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const narrow = useNarrowScreen();
  // A kept-alive view stays mounted behind other tabs: its overlay hides with it, keeping what was typed.
  const active = useViewActive();
  const { doc } = props;
  const revisions = [...doc.revisions].reverse();
  const [chosen, setChosen] = useState(revisions[1]?.version ?? revisions[0]?.version);
  const revision = doc.revisions.find((r) => r.version === chosen);
  const restore = async () => {
    const answer = await http.post<Doc>('/workbench/document/restore', {
      id: doc.id,
      revision: chosen,
      version: doc.version,
    });
    toast('success', t('workbench.document.restored', { version: chosen }));
    props.onRestored(answer.data);
  };
  return (
    <SideSheet
      visible={active}
      keepDOM
      title={`${t('workbench.document.history')} · ${doc.title}`}
      onCancel={props.onClose}
      width={narrow ? '100%' : 900}
    >
      <div className="wb-doc-history" data-testid="wb-doc-history">
        <List
          size="small"
          bordered
          dataSource={revisions}
          renderItem={(r) => (
            <List.Item className={r.version === chosen ? 'wb-doc-revision-chosen' : undefined}>
              <button
                type="button"
                className="wb-link"
                aria-pressed={r.version === chosen}
                onClick={() => setChosen(r.version)}
              >
                {t('workbench.document.revision', { version: r.version, author: r.author, time: r.at })}
                {r.version === doc.version ? ` (${t('workbench.document.current')})` : ''}
              </button>
            </List.Item>
          )}
        />
        {revision && (
          <div>
            {props.canWrite && revision.version !== doc.version && (
              <Button theme="solid" onClick={() => void restore()} style={{ marginBottom: 8 }}>
                {t('workbench.document.restore')}
              </Button>
            )}
            <FileDiff before={revision.content} after={doc.content} lang="markdown" height="60vh" />
          </div>
        )}
      </div>
    </SideSheet>
  );
}
