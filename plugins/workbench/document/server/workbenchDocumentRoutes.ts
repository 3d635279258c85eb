import type { Request, Response } from 'express';
import { authOf } from '../../../../server/auth/authGate';
import { DELETE_BODY } from '../../../../server/http/bodyRuleParts';
import type { BodyOf } from '../../../../server/http/bodySchema';
import { ApiError, messages, send } from '../../../../server/http/envelope';
import { type RouteTable, route } from '../../../../server/http/route';
import { idsOf } from '../../../../server/store/collectionWriter';
import type { WorkbenchCall, WorkbenchContext } from '../../server/workbenchContext';
import {
  DOCUMENT_CONVERT,
  DOCUMENT_MOVE,
  DOCUMENT_RENAME,
  DOCUMENT_RESTORE,
  DOCUMENT_SAVE,
} from './documentBodies';
import { parentProblem, placeDocument, referencesOf, richTextToMarkdown, subtreeIds } from './documentTree';

type Row = Record<string, unknown>;

const MAX_CONTENT = 200_000;
const MAX_REVISIONS = 50;
const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const summaryOf = ({ content: _c, revisions: _r, ...rest }: Row) => rest;
const who = (res: Response) => authOf(res).user.username;

type Call<Body = unknown> = WorkbenchCall<Body>;

/** The documents of the store and what every document call shares: find, log, lock, revise. */
function documentsOf(ctx: WorkbenchContext) {
  const docs = () => ctx.rows('documents');
  const find = (id: unknown) => {
    const doc = docs().find((d) => String(d.id) === String(id));
    if (!doc) throw new ApiError(404, `文档不存在: ${String(id)}`);
    return doc;
  };
  const logged = (req: Request, res: Response, doc: Row, kind: string, summary: string) =>
    ctx.log(req, res, { projectId: doc.projectId, kind: `document.${kind}`, targetId: doc.id, summary });
  /** 409 when the caller's version is not the stored one, with the stored text beside theirs. */
  const assertVersion = (res: Response, doc: Row, version: unknown, mine: unknown): boolean => {
    if (Number(version) === Number(doc.version)) return true;
    send(
      res,
      409,
      `文档《${String(doc.title)}》已被 ${String(doc.author)} 在 ${String(doc.updateTime)} 改为第 ${String(doc.version)} 版，你的修改基于第 ${String(version ?? '?')} 版`,
      {
        current: {
          version: doc.version,
          content: doc.content,
          author: doc.author,
          updateTime: doc.updateTime,
        },
        mine: typeof mine === 'string' ? mine : null,
      },
    );
    return false;
  };
  const newRevision = (res: Response, doc: Row, content: string) => {
    const at = now();
    doc.content = content;
    doc.links = referencesOf(content);
    doc.version = Number(doc.version) + 1;
    doc.author = who(res);
    doc.updateTime = at;
    const revisions = (doc.revisions as Row[] | undefined) ?? [];
    revisions.push({ version: doc.version, author: doc.author, at, content });
    doc.revisions = revisions.slice(-MAX_REVISIONS);
  };
  const contentOf = (res: Response, value: unknown): string | undefined => {
    const content = typeof value === 'string' ? value : '';
    if (content.length <= MAX_CONTENT) return content;
    send(res, 400, '文档最多 200000 个字符', { fieldErrors: { content: '文档最多 200000 个字符' } });
    return undefined;
  };

  return { docs, find, logged, assertVersion, newRevision, contentOf };
}

/** A project's document tree, without contents. */
function tree({ ctx, req, res }: Call) {
  const project = ctx.project(req.query.projectId);
  const list = documentsOf(ctx)
    .docs()
    .filter((d) => String(d.projectId) === String(project.id))
    .sort((a, b) => Number(a.order) - Number(b.order))
    .map(summaryOf);
  send(res, 200, messages.success, { list, total: list.length });
}

function getDocument({ ctx, req, res }: Call) {
  send(res, 200, messages.success, documentsOf(ctx).find(req.query.id));
}

/** A new document, or a new revision of one on the version the caller opened (409 otherwise). */
async function saveDocument({ ctx, body, req, res }: Call<BodyOf<typeof DOCUMENT_SAVE>>) {
  const { docs, find, logged, assertVersion, newRevision, contentOf } = documentsOf(ctx);
  const content = contentOf(res, body.content);
  if (content === undefined) return;
  if (body.id === undefined || body.id === null) {
    const project = ctx.project(body.projectId);
    const title = text(body.title);
    const draft: Row = { projectId: project.id };
    const problem = title ? parentProblem(docs(), draft, body.parentId) : undefined;
    if (!title || problem) {
      const fieldErrors = title ? { parentId: problem } : { title: '请填写文档标题' };
      send(res, 400, problem ?? '请填写文档标题', { fieldErrors });
      return;
    }
    const id = ctx.nextId('documents');
    const at = now();
    const doc: Row = {
      id,
      projectId: project.id,
      title,
      format: 'markdown',
      author: who(res),
      updateTime: at,
    };
    Object.assign(doc, {
      parentId: null,
      order: 0,
      slug: `doc-${id}`,
      content,
      version: 1,
      links: referencesOf(content),
    });
    doc.revisions = [{ version: 1, author: doc.author, at, content }];
    placeDocument(docs(), doc, body.parentId ?? null, Number.MAX_SAFE_INTEGER);
    docs().push(doc);
    logged(req, res, doc, 'create', `created document ${title}`);
    await ctx.store.flush();
    send(res, 200, messages.saved, doc);
    return;
  }
  const doc = find(body.id);
  if (doc.format !== 'markdown') throw new ApiError(400, '富文本文档请先转换为 Markdown 再编辑');
  if (!assertVersion(res, doc, body.version, content)) return;
  newRevision(res, doc, content);
  logged(req, res, doc, 'save', `saved document ${String(doc.title)} v${String(doc.version)}`);
  await ctx.store.flush();
  send(res, 200, messages.saved, doc);
}

async function renameDocument({ ctx, body, req, res }: Call<BodyOf<typeof DOCUMENT_RENAME>>) {
  const { find, logged } = documentsOf(ctx);
  const doc = find(body.id);
  const title = text(body.title);
  if (!title || title.length > 80) {
    const message = title ? '标题最多 80 个字' : '请填写文档标题';
    send(res, 400, message, { fieldErrors: { title: message } });
    return;
  }
  doc.title = title;
  logged(req, res, doc, 'rename', `renamed document to ${title}`);
  await ctx.store.flush();
  send(res, 200, messages.saved, summaryOf(doc));
}

/** A document moved in the tree: under `parentId` (none: the top), at `index` among its siblings. */
async function moveDocument({ ctx, body, req, res }: Call<BodyOf<typeof DOCUMENT_MOVE>>) {
  const { docs, find, logged } = documentsOf(ctx);
  const doc = find(body.id);
  const parentId = body.parentId === undefined || body.parentId === '' ? null : body.parentId;
  const problem = parentProblem(docs(), doc, parentId);
  if (problem) {
    send(res, 400, problem, { fieldErrors: { parentId: problem } });
    return;
  }
  const index = Number.isInteger(body.index) ? Number(body.index) : Number.MAX_SAFE_INTEGER;
  placeDocument(docs(), doc, parentId, index);
  logged(req, res, doc, 'move', `moved document ${String(doc.title)}`);
  await ctx.store.flush();
  send(res, 200, messages.saved, summaryOf(doc));
}

/** An old revision's text made the newest revision. */
async function restoreRevision({ ctx, body, req, res }: Call<BodyOf<typeof DOCUMENT_RESTORE>>) {
  const { find, logged, assertVersion, newRevision } = documentsOf(ctx);
  const doc = find(body.id);
  const revisions = Array.isArray(doc.revisions) ? doc.revisions : [];
  const revision = revisions.find((r) => Number(r.version) === Number(body.revision));
  if (!revision) throw new ApiError(404, `版本不存在: ${String(body.revision)}`);
  if (!assertVersion(res, doc, body.version, undefined)) return;
  newRevision(res, doc, String(revision.content ?? ''));
  logged(req, res, doc, 'restore', `restored ${String(doc.title)} to v${String(revision.version)}`);
  await ctx.store.flush();
  send(res, 200, messages.saved, doc);
}

/** Old rich text converted to Markdown, as a new revision. */
async function convertDocument({ ctx, body, req, res }: Call<BodyOf<typeof DOCUMENT_CONVERT>>) {
  const { find, logged, assertVersion, newRevision } = documentsOf(ctx);
  const doc = find(body.id);
  if (doc.format === 'markdown') throw new ApiError(400, '文档已经是 Markdown');
  if (!assertVersion(res, doc, body.version, undefined)) return;
  doc.format = 'markdown';
  newRevision(res, doc, richTextToMarkdown(String(doc.content ?? '')));
  logged(req, res, doc, 'convert', `converted ${String(doc.title)} to Markdown`);
  await ctx.store.flush();
  send(res, 200, messages.saved, doc);
}

/** Deletes documents with everything under them. */
async function deleteDocuments({ ctx, body, req, res }: Call<BodyOf<typeof DELETE_BODY>>) {
  const { docs, find, logged } = documentsOf(ctx);
  const list = docs();
  const gone = new Set<string>();
  for (const id of idsOf(body)) for (const each of subtreeIds(list, find(id).id)) gone.add(each);
  const removed = list.filter((d) => gone.has(String(d.id)));
  for (const doc of removed) list.splice(list.indexOf(doc), 1);
  for (const doc of removed) logged(req, res, doc, 'delete', `deleted document ${String(doc.title)}`);
  await ctx.store.flush();
  send(res, 200, messages.deleted, { ids: removed.map((d) => d.id) });
}

/**
 * The workbench calls of project documents: the tree, one document with its revisions,
 * save with an optimistic lock (`version`: a stale save answers 409 with the stored text, so the
 * screen can show both and lose nothing), rename, move in the tree, restore a revision, convert
 * old rich text, delete with descendants. Every path is under /workbench (config/permissions.yaml).
 *
 * @example
 * mountRoutes(app, WORKBENCH_DOCUMENT_ROUTES, ctx);
 */
export const WORKBENCH_DOCUMENT_ROUTES: RouteTable<WorkbenchContext> = [
  route({ method: 'GET', path: '/workbench/document/tree', handler: tree }),
  route({ method: 'GET', path: '/workbench/document/get', handler: getDocument }),
  route({ method: 'POST', path: '/workbench/document/save', body: DOCUMENT_SAVE, handler: saveDocument }),
  route({
    method: 'POST',
    path: '/workbench/document/rename',
    body: DOCUMENT_RENAME,
    handler: renameDocument,
  }),
  route({ method: 'POST', path: '/workbench/document/move', body: DOCUMENT_MOVE, handler: moveDocument }),
  route({
    method: 'POST',
    path: '/workbench/document/restore',
    body: DOCUMENT_RESTORE,
    handler: restoreRevision,
  }),
  route({
    method: 'POST',
    path: '/workbench/document/convert',
    body: DOCUMENT_CONVERT,
    handler: convertDocument,
  }),
  route({
    method: 'POST',
    path: '/workbench/document/doDelete',
    body: DELETE_BODY,
    handler: deleteDocuments,
  }),
];
