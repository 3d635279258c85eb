import type { DefectStatus } from './model/defectFlow';

/** One change of a defect as the server records it (a comment has field `comment`). */
export interface HistoryEntry {
  at: string;
  by: string;
  field: string;
  from: unknown;
  to: unknown;
  comment?: string;
}

/** A defect as `/workbench/defect/getList` answers it, with the caller's allowed transitions. */
export interface Defect {
  id: number;
  projectId: number;
  title: string;
  description: string;
  severity: string;
  priority: string;
  status: DefectStatus;
  resolution: string | null;
  duplicateOf: number | null;
  reporter: string;
  assignee: string | null;
  environment: string;
  version: string;
  pageRef: string;
  taskId: number | null;
  history: HistoryEntry[];
  /** Files on the defect ({id, name, url, type, size}), uploaded through `POST /upload`. */
  attachments?: { id: string; name: string; url: string; type: string; size: number }[];
  createTime: string;
  updateTime: string;
  resolvedTime: string | null;
  allowed: DefectStatus[];
}

/** The list's answer: rows, tab counts (following every filter but status), people, maintainer. */
export interface DefectList {
  list: Defect[];
  total: number;
  counts: Record<string, number>;
  people: string[];
  maintainer: boolean;
}

/** The list's filters, kept in the route's query. */
export interface DefectFilter {
  status?: string;
  severity?: string;
  priority?: string;
  assignee?: string;
  reporter?: string;
  pageRef?: string;
  keyword?: string;
}

export const SEVERITY_COLORS: Record<string, 'red' | 'orange' | 'amber' | 'blue' | 'grey'> = {
  blocker: 'red',
  critical: 'orange',
  major: 'amber',
  minor: 'blue',
  trivial: 'grey',
};
export const PRIORITY_COLORS: Record<string, 'red' | 'orange' | 'blue' | 'grey'> = {
  urgent: 'red',
  high: 'orange',
  medium: 'blue',
  low: 'grey',
};
export const STATUS_COLORS: Record<string, 'grey' | 'cyan' | 'blue' | 'green' | 'teal' | 'violet' | 'red'> = {
  new: 'grey',
  confirmed: 'cyan',
  in_progress: 'blue',
  resolved: 'green',
  verified: 'teal',
  closed: 'violet',
  reopened: 'red',
};
