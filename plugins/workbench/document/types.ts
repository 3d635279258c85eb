/** A document in the tree (`/workbench/document/tree`: no text, no revisions). */
export interface DocSummary {
  id: number;
  projectId: number;
  title: string;
  parentId: number | null;
  order: number;
  format: 'markdown' | 'richtext';
  version: number;
  author: string;
  updateTime: string;
}

/** One saved version of a document. */
export interface Revision {
  version: number;
  author: string;
  at: string;
  content: string;
}

/** A whole document (`/workbench/document/get`). */
export interface Doc extends DocSummary {
  content: string;
  revisions: Revision[];
}

/** What a stale save is answered with (409): the stored version beside the caller's text. */
export interface Conflict {
  current: { version: number; content: string; author: string; updateTime: string };
  mine: string;
}
