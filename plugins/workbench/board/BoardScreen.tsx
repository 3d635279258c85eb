import Button from '@douyinfe/semi-ui/lib/es/button';
import Empty from '@douyinfe/semi-ui/lib/es/empty';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { useViewActive } from '../../../runtime/routing';
import { NoProject, ProjectSwitcher, useProject } from '../shared/useProject';
import { BoardCanvas } from './BoardCanvas';
import { BoardSettingsSheet } from './BoardSettingsSheet';
import type { BoardFilter } from './boardOrder';
import { NewBoardModal } from './NewBoardModal';
import { TaskSheet } from './TaskSheet';
import { PRIORITIES, SWIMLANES, type Swimlanes, type Task } from './types';
import { useBoard } from './useBoard';
import '../shared/workbench.css';
import './board.css';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../runtime/access';
import { Select } from '../../../runtime/forms';
import { isOneOf } from '../../../runtime/lib';
import { messageOf } from '../shared/errors';

const NO_FILTER: BoardFilter = { text: '', assignee: '', priority: '', label: '' };

/**
 * /workbench/board: a project's boards; columns by status with soft WIP limits; cards
 * dragged within and across columns by mouse, touch or keyboard, each move saved with its new
 * neighbours; card detail; filters and swimlanes; board settings and boards from templates.
 * The read-only account sees no grip, no add and no save.
 */
export default function BoardScreen() {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const context = useProject();
  const { project } = context;
  const state = useBoard(project?.id);
  const { detail } = state;
  const [filter, setFilter] = useState<BoardFilter>(NO_FILTER);
  const [swimlanes, setSwimlanes] = useState<Swimlanes>('none');
  // The open card lives in the URL (`?taskId=`): F5 and a link from the workplace open it again.
  const [params, setParams] = useSearchParams();
  const taskId = params.get('taskId');
  // A kept-alive board left for another page keeps its card open for the return, but shows no
  // sheet over the other page; its URL is not touched from there.
  const showing = useViewActive();
  const open = showing ? detail?.tasks.find((task) => String(task.id) === taskId) : undefined;
  const setOpen = (task: Task | undefined) => {
    const copy = new URLSearchParams(params);
    if (task) copy.set('taskId', String(task.id));
    else copy.delete('taskId');
    setParams(copy, { replace: true });
  };
  const [settings, setSettings] = useState(false);
  const [creating, setCreating] = useState(false);
  const canWrite = usePermission({ permissions: ['write:system'] });
  const boardId = detail?.board.id;
  const defaultLanes = detail?.board.swimlanes;
  useEffect(() => {
    if (boardId !== undefined) setSwimlanes(defaultLanes ?? 'none');
  }, [boardId, defaultLanes]);
  if (!context.loading && !project) return <NoProject />;
  const tasks = detail?.tasks ?? [];
  const people = [...new Set(tasks.map((task) => task.assignee).filter(Boolean))].sort();
  const labels = [...new Set([...(detail?.board.labels ?? []), ...tasks.flatMap((task) => task.labels)])];
  const setField = (key: keyof BoardFilter) => (value: unknown) =>
    setFilter((f) => ({ ...f, [key]: String(value ?? '') }));
  const addCard = async (column: string, title: string) => {
    if (!detail) return;
    try {
      await http.post(
        '/workbench/tasks/save',
        { boardId: detail.board.id, column, title },
        { showsRefusal: true },
      );
    } catch (error) {
      throw new Error(messageOf(error));
    }
    await state.reload();
  };
  const reorderColumns = async (keys: string[]) => {
    if (!detail) return;
    const columns = keys.map((key) => detail.board.columns.find((c) => c.key === key));
    try {
      await http.post('/workbench/board/save', { id: detail.board.id, columns }, { showsRefusal: true });
    } catch (error) {
      toast('error', t('workbench.board.columnMoveFailed', { reason: messageOf(error) }));
      throw error;
    }
    await state.reload();
  };
  return (
    <div className="wb-screen wb-board-screen">
      <div className="wb-toolbar">
        <div className="wb-toolbar-group">
          <ProjectSwitcher {...context} />
          {state.boards && state.boards.length > 0 && (
            <Select
              aria-label={t('workbench.board.board')}
              prefix={t('workbench.board.board')}
              style={{ minWidth: 220 }}
              value={state.board?.id}
              onChange={(v) => state.choose(Number(v))}
              optionList={state.boards.map((b) => ({ value: b.id, label: b.name }))}
            />
          )}
        </div>
        <div className="wb-toolbar-group">
          {detail && <Button onClick={() => setSettings(true)}>{t('workbench.board.settings')}</Button>}
          {canWrite && project && (
            <Button theme="solid" onClick={() => setCreating(true)}>
              {t('workbench.board.newBoard')}
            </Button>
          )}
        </div>
      </div>
      {detail && (
        <div className="wb-toolbar-group" data-testid="wb-board-filters">
          <Input
            aria-label={t('workbench.board.filterText')}
            placeholder={t('workbench.board.filterText')}
            showClear
            style={{ width: 200 }}
            value={filter.text}
            onChange={setField('text')}
          />
          <Select
            aria-label={t('workbench.board.filterAssignee')}
            placeholder={t('workbench.board.filterAssignee')}
            showClear
            style={{ width: 140 }}
            value={filter.assignee || undefined}
            onChange={setField('assignee')}
            optionList={people.map((p) => ({ value: p, label: p }))}
          />
          <Select
            aria-label={t('workbench.board.filterPriority')}
            placeholder={t('workbench.board.filterPriority')}
            showClear
            style={{ width: 120 }}
            value={filter.priority || undefined}
            onChange={setField('priority')}
            optionList={PRIORITIES.map((p) => ({ value: p, label: t(`workbench.board.priority_${p}`) }))}
          />
          <Select
            aria-label={t('workbench.board.filterLabel')}
            placeholder={t('workbench.board.filterLabel')}
            showClear
            style={{ width: 120 }}
            value={filter.label || undefined}
            onChange={setField('label')}
            optionList={labels.map((l) => ({ value: l, label: l }))}
          />
          <Select
            aria-label={t('workbench.board.swimlanes')}
            style={{ width: 140 }}
            value={swimlanes}
            onChange={(v) => isOneOf(SWIMLANES, v) && setSwimlanes(v)}
            optionList={SWIMLANES.map((v) => ({
              value: v,
              label: t(`workbench.board.lane_${v}`),
            }))}
          />
        </div>
      )}
      {state.boards?.length === 0 ? (
        <Empty description={t('workbench.board.noBoard')} />
      ) : detail ? (
        <BoardCanvas
          board={detail.board}
          tasks={tasks}
          swimlanes={swimlanes}
          filter={filter}
          canWrite={canWrite}
          onOpen={setOpen}
          onMove={state.move}
          onAdd={addCard}
          onReorderColumns={reorderColumns}
          onBusy={state.setBusy}
        />
      ) : (
        <Spin />
      )}
      {open && detail && (
        <TaskSheet
          key={open.id}
          task={open}
          board={detail.board}
          links={detail.links}
          onClose={() => setOpen(undefined)}
          onSaved={state.reload}
        />
      )}
      {settings && detail && (
        <BoardSettingsSheet
          board={detail.board}
          tasks={tasks}
          onClose={() => setSettings(false)}
          onSaved={async () => {
            await state.reload();
            await state.reloadList();
          }}
          onDeleted={state.reloadList}
        />
      )}
      {creating && project && (
        <NewBoardModal
          projectId={project.id}
          onClose={() => setCreating(false)}
          onCreated={(board) => {
            setCreating(false);
            void state.reloadList().then(() => state.choose(board.id));
          }}
        />
      )}
    </div>
  );
}
