import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toast, usePluginServices } from '../../../runtime/plugin';
import { messageOf } from '../shared/errors';
import type { Board, BoardLinks, Task } from './types';

interface Detail {
  board: Board;
  tasks: Task[];
  links: BoardLinks;
}

/** How often an open board asks whether someone else changed it. */
const POLL_MS = 4000;
const quiet = { showsRefusal: true };

/**
 * The boards of a project and the chosen one (`?boardId=` in the URL, so F5 and a shared link
 * open the same board), with its cards in the server's order. Moves are saved with their
 * neighbours and followed by a reload; the board's `version` is polled so a move by someone
 * else shows up too (the server decides the order, every client converges on it).
 *
 * @example const { boards, detail, move } = useBoard(project?.id);
 */
export function useBoard(projectId: number | undefined) {
  const { http } = usePluginServices();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [boards, setBoards] = useState<Board[] | undefined>();
  const [detail, setDetail] = useState<Detail | undefined>();
  const busy = useRef(false);
  const version = useRef<number | undefined>(undefined);
  const wanted = params.get('boardId');
  const board = boards?.find((b) => String(b.id) === wanted) ?? boards?.[0];
  const boardId = board?.id;

  const loadList = useCallback(async () => {
    if (projectId === undefined) return;
    const answer = await http.get<{ list: Board[] }>('/workbench/board/getList', { projectId });
    setBoards(answer.data.list);
  }, [http, projectId]);
  useEffect(() => {
    setBoards(undefined);
    void loadList();
  }, [loadList]);
  // A link to a board made elsewhere (用此模板新建看板) reaches a list loaded before it existed.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!boards || !wanted || asked.current === wanted || boards.some((b) => String(b.id) === wanted)) return;
    asked.current = wanted;
    void loadList();
  }, [boards, wanted, loadList]);

  const reload = useCallback(async () => {
    if (boardId === undefined) return setDetail(undefined);
    const answer = await http.get<Detail>('/workbench/board/get', { id: boardId });
    version.current = answer.data.board.version;
    setDetail(answer.data);
  }, [http, boardId]);
  useEffect(() => {
    setDetail(undefined);
    void reload();
  }, [reload]);

  useEffect(() => {
    if (boardId === undefined) return;
    const timer = window.setInterval(() => {
      if (busy.current || document.visibilityState !== 'visible') return;
      http
        .get<{ version: number }>('/workbench/board/version', { id: boardId }, quiet)
        .then(async (answer) => {
          if (busy.current || answer.data.version === version.current) return;
          await reload();
          toast('info', t('workbench.board.changedElsewhere'));
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [http, boardId, reload, t]);

  const choose = (id: number) => {
    const copy = new URLSearchParams(params);
    copy.set('boardId', String(id));
    setParams(copy, { replace: true });
  };

  const move = async (body: { id: number; column: string; prevId: number | null; nextId: number | null }) => {
    busy.current = true;
    try {
      await http.post('/workbench/tasks/sort', body, quiet);
    } catch (error) {
      toast('error', t('workbench.board.moveFailed', { reason: messageOf(error) }));
      throw error;
    } finally {
      busy.current = false;
    }
    await reload();
  };

  return {
    boards,
    board,
    detail,
    choose,
    reload,
    reloadList: loadList,
    move,
    setBusy: (value: boolean) => {
      busy.current = value;
    },
  };
}
