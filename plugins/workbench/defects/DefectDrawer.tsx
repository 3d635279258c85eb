import Button from '@douyinfe/semi-ui/lib/es/button';
import Descriptions from '@douyinfe/semi-ui/lib/es/descriptions';
import TextArea from '@douyinfe/semi-ui/lib/es/input/textarea';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import SideSheet from '@douyinfe/semi-ui/lib/es/sideSheet';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { toast, useNarrowScreen, usePluginServices } from '../../../runtime/plugin';
import { useViewActive } from '../../../runtime/routing';
import { MarkdownView } from '../document/MarkdownView';
import { fieldErrorsOf } from '../shared/errors';
import { DefectAttachments } from './DefectAttachments';
import { DefectTag } from './DefectTags';
import { DefectTimeline } from './DefectTimeline';
import type { DefectStatus } from './model/defectFlow';
import { TransitionDialog } from './TransitionDialog';
import type { Defect } from './types';

/**
 * A defect's detail in a side sheet: description as Markdown, facts, only the transitions
 * the flow allows this user now, the history timeline and a comment box; edit, 创建看板任务 and
 * delete for who may. Loaded by id, so F5 on `?defect=` opens it again.
 */
export function DefectDrawer(props: {
  id: number;
  people: string[];
  onClose: () => void;
  onChanged: () => void;
  onEdit: (defect: Defect) => void;
}) {
  const { t } = useTranslation();
  const { http, navigate } = usePluginServices();
  const narrow = useNarrowScreen();
  // A kept-alive view stays mounted behind other tabs: its overlay hides with it, keeping what was typed.
  const active = useViewActive();
  const [defect, setDefect] = useState<Defect | undefined>();
  const [moving, setMoving] = useState<DefectStatus | undefined>();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const canWrite = usePermission({ permissions: ['write:system'] });
  const canDelete = usePermission({ permissions: ['delete:system'] });
  useEffect(() => {
    void http.get<Defect>('/workbench/defect/get', { id: props.id }).then((answer) => setDefect(answer.data));
  }, [http, props.id]);
  const changed = (next: Defect) => {
    setDefect(next);
    props.onChanged();
  };
  const send = async () => {
    try {
      const answer = await http.post<Defect>('/workbench/defect/comment', { id: props.id, text: comment });
      setComment('');
      setCommentError(undefined);
      changed(answer.data);
    } catch (error) {
      setCommentError(fieldErrorsOf(error).text);
    }
  };
  const linkTask = async () => {
    const answer = await http.post<{ task: { id: number }; defect: Defect }>('/workbench/defect/createTask', {
      id: props.id,
    });
    toast('success', t('workbench.defect.taskLinked', { id: answer.data.task.id }));
    changed(answer.data.defect);
  };
  const remove = async () => {
    await http.post('/workbench/defect/doDelete', { ids: [props.id] });
    props.onChanged();
    props.onClose();
  };
  const facts = defect
    ? [
        { key: t('workbench.defect.reporter'), value: defect.reporter },
        { key: t('workbench.defect.assignee'), value: defect.assignee ?? t('workbench.defect.none') },
        {
          key: t('workbench.defect.resolution'),
          value: defect.resolution
            ? `${t(`workbench.defect.resolutions.${defect.resolution}`)}${defect.duplicateOf ? ` #${defect.duplicateOf}` : ''}`
            : t('workbench.defect.none'),
        },
        { key: t('workbench.defect.environment'), value: defect.environment || '—' },
        { key: t('workbench.defect.version'), value: defect.version || '—' },
        { key: t('workbench.defect.pageRef'), value: defect.pageRef || '—' },
        { key: t('workbench.defect.createTime'), value: defect.createTime },
        { key: t('workbench.defect.resolvedTime'), value: defect.resolvedTime ?? '—' },
      ]
    : [];
  return (
    <SideSheet
      visible={active}
      keepDOM
      title={defect ? `#${defect.id} ${defect.title}` : t('workbench.defect.detail')}
      onCancel={props.onClose}
      width={narrow ? '100%' : 640}
      aria-label={t('workbench.defect.detail')}
    >
      {defect && (
        <div className="wb-defect-detail" data-testid="wb-defect-detail">
          <div className="wb-toolbar-group">
            <DefectTag kind="status" value={defect.status} />
            <DefectTag kind="severity" value={defect.severity} />
            <DefectTag kind="priority" value={defect.priority} />
          </div>
          <section
            aria-label={t('workbench.defect.transition')}
            className="wb-toolbar-group"
            data-testid="wb-defect-transitions"
          >
            {defect.allowed.map((to) => (
              <Button key={to} theme="solid" onClick={() => setMoving(to)}>
                {t(`workbench.defect.actions.${to}`)}
              </Button>
            ))}
            {defect.allowed.length === 0 && (
              <span className="wb-muted">{t('workbench.defect.noTransitions')}</span>
            )}
          </section>
          <div className="wb-toolbar-group">
            {canWrite && <Button onClick={() => props.onEdit(defect)}>{t('workbench.common.edit')}</Button>}
            {canWrite && !defect.taskId && (
              <Button onClick={() => void linkTask()}>{t('workbench.defect.createTask')}</Button>
            )}
            {defect.taskId && (
              <button
                type="button"
                className="wb-link"
                onClick={() => navigate(`/workbench/board?projectId=${defect.projectId}`)}
              >
                {t('workbench.defect.taskLinked', { id: defect.taskId })}
              </button>
            )}
            {canDelete && (
              <Popconfirm
                title={t('workbench.defect.confirmDelete', { id: defect.id })}
                onConfirm={() => void remove()}
              >
                <Button type="danger">{t('workbench.common.delete')}</Button>
              </Popconfirm>
            )}
          </div>
          <Descriptions data={facts} row size="small" className="wb-defect-facts" />
          <MarkdownView text={defect.description || ''} projectId={defect.projectId} />
          <DefectAttachments defect={defect} canWrite={canWrite} onChanged={changed} />
          <h4>{t('workbench.defect.history')}</h4>
          <DefectTimeline history={defect.history} />
          {canWrite && (
            <div className="wb-field">
              <TextArea
                aria-label={t('workbench.defect.comments')}
                placeholder={t('workbench.defect.commentPlaceholder')}
                value={comment}
                autosize
                maxCount={4000}
                onChange={setComment}
              />
              {commentError && (
                <div className="wb-field-error" role="alert" data-field-error="text">
                  {commentError}
                </div>
              )}
              <Button onClick={() => void send()} disabled={!comment.trim()} style={{ marginTop: 8 }}>
                {t('workbench.defect.addComment')}
              </Button>
            </div>
          )}
        </div>
      )}
      {defect && moving && (
        <TransitionDialog
          defect={defect}
          to={moving}
          people={props.people}
          onClose={() => setMoving(undefined)}
          onDone={(next) => {
            setMoving(undefined);
            changed(next);
          }}
        />
      )}
    </SideSheet>
  );
}
