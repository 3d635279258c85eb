import { useCallback, useEffect, useState } from 'react';
import { usePluginServices } from '../../../runtime/plugin';

/** A task of mine as `GET /workbench/stats` answers it. */
export interface MyTask {
  id: number;
  title: string;
  /** The column's key (what the board stores) and its name (what people read). */
  column: string;
  columnName: string;
  columns: { key: string; name: string }[];
  done: boolean;
  overdue: boolean;
  boardId: number;
  boardName: string;
  projectId: number | null;
  dueDate: string | null;
  priority: string | null;
}

/** A defect of mine as `GET /workbench/stats` answers it. */
export interface MyDefect {
  id: number;
  title: string;
  severity: string;
  status: string;
  priority: string | null;
  projectId: number | null;
  open: boolean;
}

/** One entry of the activity log. */
export interface Activity {
  id: number;
  at: string;
  user: string;
  projectId?: number | string | null;
  kind: string;
  targetId?: number | string | null;
  summary: string;
}

export interface RecentProject {
  id: number;
  name: string;
  code: string;
  status?: string;
  description?: string;
  openTasks: number;
  openDefects: number;
}

/** The workplace's and the dashboard's aggregates (`GET /workbench/stats`). */
export interface Stats {
  user: string;
  today: string;
  projects: { active: number; archived: number };
  myTasks: {
    total: number;
    open: number;
    overdue: number;
    dueThisWeek: number;
    byStatus: Record<string, number>;
  };
  myDefects: {
    total: number;
    open: number;
    bySeverity: Record<string, number>;
    byStatus: Record<string, number>;
  };
  tasks: MyTask[];
  defects: MyDefect[];
  recent: Activity[];
  recentProjects: RecentProject[];
  validation: { projectId: number; errors: number; warnings: number; checkedAt: string }[];
}

/**
 * The signed-in person's aggregates, optionally of one project; `reload` asks again (after a move).
 *
 * @example const { stats, error, reload } = useStats(projectId);
 */
export function useStats(projectId?: number) {
  const { http } = usePluginServices();
  const [stats, setStats] = useState<Stats | undefined>();
  const [error, setError] = useState<Error | undefined>();
  const reload = useCallback(async () => {
    try {
      const params = projectId === undefined ? undefined : { projectId };
      const answer = await http.get<Stats>('/workbench/stats', params);
      setStats(answer.data);
      setError(undefined);
    } catch (caught) {
      setError(caught instanceof Error ? caught : new Error(String(caught)));
    }
  }, [http, projectId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { stats, error, reload };
}
