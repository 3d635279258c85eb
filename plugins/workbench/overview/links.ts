import type { Activity, MyTask } from './useStats';

const query = (params: Record<string, unknown>) =>
  Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');

/** A task's card on its project board. */
export const taskLink = (task: Pick<MyTask, 'id' | 'projectId' | 'boardId'>) =>
  `/workbench/board?${query({ projectId: task.projectId, boardId: task.boardId, taskId: task.id })}`;

/** A defect in the defect screen, its drawer open (the screen reads `defect`). */
export const defectLink = (defect: { id: number; projectId?: number | null }) =>
  `/workbench/flaw?${query({ projectId: defect.projectId, defect: defect.id })}`;

/** A project's board (a recent project's card opens it). */
export const boardLink = (projectId: number) => `/workbench/board?projectId=${projectId}`;

/** The settings screen opened at a file's line (the health card's diagnostic). */
export const diagnosticLink = (projectId: number, path: string, line: number) =>
  `/workbench/project/config?${query({ projectId, file: path, line })}`;

/** Where an activity's target lives, by the kind's first part (task, defect, project, …). */
export function activityLink(activity: Activity): string | undefined {
  const [area] = activity.kind.split('.');
  const projectId = activity.projectId ?? undefined;
  switch (area) {
    case 'task':
      return `/workbench/board?${query({ projectId, taskId: activity.targetId })}`;
    case 'defect':
      return `/workbench/flaw?${query({ projectId, defect: activity.targetId })}`;
    case 'document':
      return `/workbench/project/document/index?${query({ projectId, doc: activity.targetId })}`;
    case 'generator':
      return `/workbench/project/generator/index?${query({ projectId })}`;
    case 'project':
      return activity.kind === 'project.delete'
        ? undefined
        : `/workbench/project/config?${query({ projectId })}`;
    default:
      return projectId === undefined ? undefined : boardLink(Number(projectId));
  }
}
