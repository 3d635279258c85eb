import type { Request, Response, Router } from 'express';
import { authOf } from '../../../../server/auth/authGate';
import { asyncHandler } from '../../../../server/http/asyncHandler';
import { ApiError, messages, send } from '../../../../server/http/envelope';
import { idsOf } from '../../../../server/store/collectionWriter';
import type { WorkbenchContext } from '../../server/workbenchContext';
import { parentProblem, placeDocument, referencesOf, richTextToMarkdown, subtreeIds } from './documentTree';

type Row = Record<string, unknown>;

const MAX_CONTENT = 200_000;
const MAX_REVISIONS = 50;
const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const summaryOf = ({ content: _c, revisions: _r, ...rest }: Row) => rest;

/**
 * The workbench calls of project documents (§5.15): the tree, one document with its revisions,
 * save with an optimistic lock (`version`: a stale save answers 409 with the stored text, so the
 * screen can show both and lose nothing), rename, move in the tree, restore a revision, convert
 * old rich text, delete with descendants. Every path is under /workbench (config/permissions.yaml).
 *
 * @example
 * mountWorkbenchDocumentRoutes(app, ctx);
 */
export function mountWorkbenchDocumentRoutes(app: Router, ctx: WorkbenchContext): void {
  const docs = () => ctx.rows('documents');
  const find = (id: unknown) => {
    const doc = docs().find((d) => String(d.id) === String(id));
    if (!doc) throw new ApiError(404, `文档不存在: ${String(id)}`);
    return doc;
  };
  const who = (res: Response) => authOf(res).user.username;
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

  app.get('/workbench/document/tree', (req, res) => {
    const project = ctx.project(req.query.projectId);
    const list = docs()
      .filter((d) => String(d.projectId) === String(project.id))
      .sort((a, b) => Number(a.order) - Number(b.order))
      .map(summaryOf);
    send(res, 200, messages.success, { list, total: list.length });
  });

  app.get('/workbench/document/get', (req, res) => {
    send(res, 200, messages.success, find(req.query.id));
  });

  app.post(
    '/workbench/document/save',
    asyncHandler(async (req, res) => {
      const body = req.body as Row;
      const content = contentOf(res, body.content);
      if (content === undefined) return;
      if (body.id === undefined || body.id === null) {
        const project = ctx.project(body.projectId);
        const title = text(body.title);
        const draft: Row = { projectId: project.id };
        const problem = title ? parentProblem(docs(), draft, body.parentId) : undefined;
        if (!title || problem) {
          const fieldErrors = title ? { parentId: problem } : { title: '请填写文档标题' };
          send(res, 400, Object.values(fieldErrors)[0] as string, { fieldErrors });
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
    }),
  );

  app.post(
    '/workbench/document/rename',
    asyncHandler(async (req, res) => {
      const doc = find(req.body.id);
      const title = text(req.body.title);
      if (!title || title.length > 80) {
        const message = title ? '标题最多 80 个字' : '请填写文档标题';
        send(res, 400, message, { fieldErrors: { title: message } });
        return;
      }
      doc.title = title;
      logged(req, res, doc, 'rename', `renamed document to ${title}`);
      await ctx.store.flush();
      send(res, 200, messages.saved, summaryOf(doc));
    }),
  );

  app.post(
    '/workbench/document/move',
    asyncHandler(async (req, res) => {
      const body = req.body as Row;
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
    }),
  );

  app.post(
    '/workbench/document/restore',
    asyncHandler(async (req, res) => {
      const body = req.body as Row;
      const doc = find(body.id);
      const revision = ((doc.revisions as Row[]) ?? []).find(
        (r) => Number(r.version) === Number(body.revision),
      );
      if (!revision) throw new ApiError(404, `版本不存在: ${String(body.revision)}`);
      if (!assertVersion(res, doc, body.version, undefined)) return;
      newRevision(res, doc, String(revision.content ?? ''));
      logged(req, res, doc, 'restore', `restored ${String(doc.title)} to v${String(revision.version)}`);
      await ctx.store.flush();
      send(res, 200, messages.saved, doc);
    }),
  );

  app.post(
    '/workbench/document/convert',
    asyncHandler(async (req, res) => {
      const doc = find(req.body.id);
      if (doc.format === 'markdown') throw new ApiError(400, '文档已经是 Markdown');
      if (!assertVersion(res, doc, req.body.version, undefined)) return;
      doc.format = 'markdown';
      newRevision(res, doc, richTextToMarkdown(String(doc.content ?? '')));
      logged(req, res, doc, 'convert', `converted ${String(doc.title)} to Markdown`);
      await ctx.store.flush();
      send(res, 200, messages.saved, doc);
    }),
  );

  app.post(
    '/workbench/document/doDelete',
    asyncHandler(async (req, res) => {
      const list = docs();
      const gone = new Set<string>();
      for (const id of idsOf(req.body)) for (const each of subtreeIds(list, find(id).id)) gone.add(each);
      const removed = list.filter((d) => gone.has(String(d.id)));
      for (const doc of removed) list.splice(list.indexOf(doc), 1);
      for (const doc of removed) logged(req, res, doc, 'delete', `deleted document ${String(doc.title)}`);
      await ctx.store.flush();
      send(res, 200, messages.deleted, { ids: removed.map((d) => d.id) });
    }),
  );
}
