import Button from '@douyinfe/semi-ui/lib/es/button';
import Popconfirm from '@douyinfe/semi-ui/lib/es/popconfirm';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useCallback, useEffect, useState } from 'react';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { Card } from '../../../runtime/ui/card';
import { useProject } from '../shared/useProject';
import { NewBoardModal } from './NewBoardModal';
import { TemplatePreview } from './TemplatePreview';
import { TemplateSheet } from './TemplateSheet';
import type { BoardTemplate } from './types';
import '../shared/workbench.css';
import './board.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';

/**
 * /workbench/project/board_tpl/index: the board templates as cards (the built-in 基础三列,
 * Scrum and 缺陷流转 plus the team's own), each with a preview of its empty board; create, edit,
 * copy, delete (custom ones, delete:system), and 用此模板新建看板 for a chosen project.
 */
export default function BoardTemplates() {
  const { t } = useTranslation();
  const { http, navigate } = usePluginServices();
  const { project, projects } = useProject();
  const [list, setList] = useState<BoardTemplate[] | undefined>();
  const [editing, setEditing] = useState<BoardTemplate | undefined>();
  const [using, setUsing] = useState<number | undefined>();
  const canWrite = usePermission({ permissions: ['write:system'] });
  const canDelete = usePermission({ permissions: ['delete:system'] });
  const load = useCallback(
    () =>
      http
        .get<{ list: BoardTemplate[] }>('/workbench/boardTpl/getList')
        .then((answer) => setList(answer.data.list)),
    [http],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const remove = async (template: BoardTemplate) => {
    await http.post('/workbench/boardTpl/doDelete', { ids: [template.id] });
    toast('success', t('workbench.board.deleted'));
    await load();
  };
  const blank: BoardTemplate = {
    name: '',
    columns: [
      { key: 'todo', name: t('workbench.board.colTodo'), color: 'grey' },
      { key: 'doing', name: t('workbench.board.colDoing'), color: 'blue' },
      { key: 'done', name: t('workbench.board.colDone'), color: 'green', done: true },
    ],
    labels: [],
    starterTasks: [],
  };
  if (!list) return <Spin />;
  return (
    <div className="wb-screen">
      <div className="wb-toolbar">
        <Typography.Title heading={5} style={{ margin: 0 }}>
          {t('workbench.board.tplTitle')}
        </Typography.Title>
        {canWrite && (
          <Button theme="solid" onClick={() => setEditing(blank)}>
            {t('workbench.board.tplCreate')}
          </Button>
        )}
      </div>
      <div className="wb-tpl-grid">
        {list.map((template) => (
          <Card
            key={template.id}
            data-testid="wb-tpl-card"
            data-name={template.name}
            style={{ borderTop: `4px solid rgb(var(--semi-${template.cover ?? 'blue'}-5))` }}
            title={
              <span className="wb-board-colour">
                {template.name}
                {template.builtIn && <Tag size="small">{t('workbench.board.builtIn')}</Tag>}
                <Tag size="small" color="light-blue">
                  {t('workbench.board.columnsCount', { count: template.columns.length })}
                </Tag>
              </span>
            }
          >
            <Typography.Paragraph type="secondary">{template.description}</Typography.Paragraph>
            <TemplatePreview columns={template.columns} starters={template.starterTasks} />
            {canWrite && (
              <div className="wb-toolbar-group" style={{ marginTop: 12 }}>
                <Button theme="solid" size="small" onClick={() => setUsing(template.id)}>
                  {t('workbench.board.useTemplate')}
                </Button>
                {!template.builtIn && (
                  <Button size="small" onClick={() => setEditing(template)}>
                    {t('workbench.common.edit')}
                  </Button>
                )}
                <Button
                  size="small"
                  onClick={() =>
                    setEditing({
                      ...template,
                      id: undefined,
                      builtIn: false,
                      name: t('workbench.board.copyOf', { name: template.name }),
                    })
                  }
                >
                  {t('workbench.board.copy')}
                </Button>
                {canDelete && !template.builtIn && (
                  <Popconfirm
                    title={t('workbench.board.confirmDeleteTpl', { name: template.name })}
                    onConfirm={() => void remove(template)}
                  >
                    <Button size="small" type="danger">
                      {t('workbench.common.delete')}
                    </Button>
                  </Popconfirm>
                )}
              </div>
            )}
          </Card>
        ))}
      </div>
      {editing && <TemplateSheet template={editing} onClose={() => setEditing(undefined)} onSaved={load} />}
      {using !== undefined && (
        <NewBoardModal
          templateId={using}
          projectId={project?.id}
          projects={projects ?? []}
          onClose={() => setUsing(undefined)}
          onCreated={(board) => {
            setUsing(undefined);
            toast('success', t('workbench.board.created'));
            navigate(`/workbench/board?projectId=${board.projectId}&boardId=${board.id}`);
          }}
        />
      )}
    </div>
  );
}
