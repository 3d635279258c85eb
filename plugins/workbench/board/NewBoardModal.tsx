import Input from '@douyinfe/semi-ui/lib/es/input';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../runtime/forms';
import { useNarrowScreen, usePluginServices } from '../../../runtime/plugin';
import { useCloseWhenLeft } from '../../../runtime/routing';
import { messageOf, refusalOf } from '../shared/errors';
import type { Project } from '../shared/useProject';
import type { Board, BoardTemplate } from './types';

/**
 * 新建看板 / 用此模板新建看板: a template (its columns shown in order), a name and, when
 * opened from the templates, the project. The new board has the template's columns and starter
 * cards. A refused save keeps what was typed and shows the reason.
 */
export function NewBoardModal(props: {
  projectId?: number;
  projects?: Project[];
  templateId?: number;
  onClose: () => void;
  onCreated: (board: Board) => void;
}) {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const narrow = useNarrowScreen();
  // Back, a tab or a menu click leaves the view: the overlay goes with it.
  useCloseWhenLeft(true, props.onClose);
  const [templates, setTemplates] = useState<BoardTemplate[]>([]);
  const [templateId, setTemplateId] = useState<number | undefined>(props.templateId);
  const [projectId, setProjectId] = useState<number | undefined>(props.projectId);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    void http.get<{ list: BoardTemplate[] }>('/workbench/boardTpl/getList').then((answer) => {
      setTemplates(answer.data.list);
      setTemplateId((current) => current ?? answer.data.list[0]?.id);
    });
  }, [http]);
  const template = templates.find((tpl) => tpl.id === templateId);
  const create = async () => {
    try {
      const answer = await http.post<Board>(
        '/workbench/board/fromTemplate',
        {
          templateId,
          projectId,
          name: name.trim() || t('workbench.board.defaultBoardName', { name: template?.name }),
        },
        { showsRefusal: true },
      );
      props.onCreated(answer.data);
    } catch (failure) {
      setError(refusalOf(failure).msg ?? messageOf(failure));
    }
  };
  return (
    <Modal
      visible
      title={t('workbench.board.newBoard')}
      fullScreen={narrow}
      okText={t('workbench.board.newBoard')}
      cancelText={t('workbench.common.cancel')}
      okButtonProps={{ disabled: templateId === undefined || projectId === undefined }}
      onOk={create}
      onCancel={props.onClose}
    >
      <div className="wb-board-form" data-testid="wb-board-new">
        {props.projects && (
          <div className="wb-board-field">
            <div className="wb-board-field-label">{t('workbench.board.project')}</div>
            <Select
              aria-label={t('workbench.board.project')}
              style={{ width: '100%' }}
              value={projectId}
              onChange={(v) => setProjectId(Number(v))}
              optionList={(props.projects ?? []).map((p) => ({
                value: p.id,
                label: `${p.name} (${p.code})`,
              }))}
            />
          </div>
        )}
        <div className="wb-board-field">
          <div className="wb-board-field-label">{t('workbench.board.template')}</div>
          <Select
            aria-label={t('workbench.board.template')}
            style={{ width: '100%' }}
            value={templateId}
            onChange={(v) => setTemplateId(Number(v))}
            optionList={templates.map((tpl) => ({ value: tpl.id, label: tpl.name }))}
          />
          {template && (
            <div className="wb-board-chips" data-testid="wb-board-template-columns">
              {template.columns.map((c) => (
                <Tag key={c.key} color={(c.color ?? 'grey') as 'grey'}>
                  {c.name}
                  {c.wipLimit ? ` ≤${c.wipLimit}` : ''}
                </Tag>
              ))}
            </div>
          )}
        </div>
        <div className="wb-board-field">
          <div className="wb-board-field-label">{t('workbench.board.boardName')}</div>
          <Input
            aria-label={t('workbench.board.boardName')}
            placeholder={template ? t('workbench.board.defaultBoardName', { name: template.name }) : ''}
            value={name}
            validateStatus={error ? 'error' : 'default'}
            onChange={setName}
          />
          {error && (
            <div className="wb-board-error" role="alert">
              {error}
            </div>
          )}
        </div>
      </div>
    </Modal>
  );
}
