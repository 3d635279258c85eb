import Button from '@douyinfe/semi-ui/lib/es/button';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '../../../runtime/plugin';
import { useViewActive } from '../../../runtime/routing';
import { FileDiff } from '../shared/CodeEditor';
import type { Conflict } from './types';

/**
 * A stale save (409): their stored version beside mine in the merge view, and three ways on —
 * save mine over theirs, take theirs, or go back and merge by hand (mine stays in the editor).
 */
export function ConflictDialog(props: {
  conflict: Conflict;
  mine: string;
  saving: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onMerge: () => void;
}) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  // A kept-alive view stays mounted behind other tabs: its overlay hides with it, keeping what was typed.
  const active = useViewActive();
  const { current } = props.conflict;
  return (
    <Modal
      visible={active}
      keepDOM
      title={t('workbench.document.conflictTitle')}
      onCancel={props.onMerge}
      fullScreen={narrow}
      width={960}
      footer={
        <div className="wb-toolbar-group" style={{ justifyContent: 'flex-end' }}>
          <Button onClick={props.onMerge}>{t('workbench.document.mergeByHand')}</Button>
          <Button onClick={props.onTakeTheirs}>{t('workbench.document.takeTheirs')}</Button>
          <Button theme="solid" type="danger" loading={props.saving} onClick={props.onKeepMine}>
            {t('workbench.document.keepMine')}
          </Button>
        </div>
      }
    >
      <div data-testid="wb-doc-conflict">
        <p>
          {t('workbench.document.conflictText', {
            author: current.author,
            time: current.updateTime,
            version: current.version,
          })}
        </p>
        <div className="wb-doc-conflict-heads">
          <strong>{t('workbench.document.theirs')}</strong>
          <strong>{t('workbench.document.mine')}</strong>
        </div>
        <FileDiff before={current.content} after={props.mine} lang="markdown" height="50vh" />
      </div>
    </Modal>
  );
}
