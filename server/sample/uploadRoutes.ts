import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { DELETE_BODY } from '../http/bodyRuleParts';
import type { BodyOf } from '../http/bodySchema';
import { ApiError, messages, send } from '../http/envelope';
import { type RouteCall, type RouteTable, route } from '../http/route';
import type { DataStore } from '../store/dataStore';
import { pageOf } from '../store/listQuery';
import { formatDatetime } from '../store/seed/seededRandom';
import { type SampleContext, sampleCollections } from './sampleContext';
import { displayName, imageTypeOf, UPLOAD_TYPES } from './uploadFile';

type Call<Body = unknown> = RouteCall<SampleContext, Body>;

/** Largest file POST /upload keeps (the brief's 1 MB); larger answers 413. */
export const UPLOAD_LIMIT_BYTES = 1024 * 1024;
/** Room for the multipart framing around a file of the largest size. */
const FRAMING_BYTES = 16 * 1024;
const ID = /^[0-9a-f]{24}$/;

export const uploadMessages = {
  uploaded: '模拟上传成功',
  notImage: '仅支持图片',
  noFile: '请选择文件（字段 file）',
  notMultipart: '请以 multipart/form-data 上传',
} as const;

/** One stored upload, as the `uploads` collection keeps it. */
export interface UploadRecord {
  id: string;
  name: string;
  size: number;
  type: string;
  url: string;
  createTime: string;
  [field: string]: unknown;
}

function readRaw(req: Request, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length']) > limit) {
      req.resume();
      reject(new ApiError(413, messages.tooLarge));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () =>
      size > limit ? reject(new ApiError(413, messages.tooLarge)) : resolve(Buffer.concat(chunks)),
    );
    req.on('error', reject);
  });
}

/** The `file` field of a multipart body, parsed by Node's own fetch Request (no new dependency). */
async function fileOf(req: Request): Promise<File> {
  const contentType = String(req.headers['content-type'] ?? '');
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    req.resume();
    throw new ApiError(400, uploadMessages.notMultipart);
  }
  const raw = await readRaw(req, UPLOAD_LIMIT_BYTES + FRAMING_BYTES);
  let form: FormData;
  try {
    form = await new globalThis.Request('http://mock/upload', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(raw),
    }).formData();
  } catch {
    throw new ApiError(400, uploadMessages.notMultipart);
  }
  const file = form.get('file');
  if (!file || typeof file === 'string') throw new ApiError(400, uploadMessages.noFile);
  return file;
}

const folderOf = (ctx: SampleContext) => join(ctx.dataDir, 'uploads');

/** Stores one image (multipart field `file`) under a random id. */
async function upload({ ctx, req, res }: Call) {
  const file = await fileOf(req);
  if (file.size > UPLOAD_LIMIT_BYTES) throw new ApiError(413, messages.tooLarge);
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = imageTypeOf(bytes, file.type);
  if (!type) throw new ApiError(415, uploadMessages.notImage);
  const id = randomBytes(12).toString('hex');
  const folder = folderOf(ctx);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, id), bytes);
  const record: UploadRecord = {
    id,
    name: displayName(file.name),
    size: bytes.length,
    type,
    url: `/mock-assets/uploads/${id}`,
    createTime: formatDatetime(new Date()),
  };
  sampleCollections(ctx.store).rows('uploads').push(record);
  await ctx.store.flush();
  send(res, 200, uploadMessages.uploaded, record);
}

/** The uploads, newest first, paged, with the limits. */
function list({ ctx, req, res }: Call) {
  const newestFirst = [...sampleCollections(ctx.store).read('uploads')].reverse();
  const page = pageOf(newestFirst, req.query, 20);
  send(res, 200, messages.success, {
    ...page,
    limits: { maxBytes: UPLOAD_LIMIT_BYTES, types: UPLOAD_TYPES },
  });
}

/** Deletes uploads by id: their records and their bytes. */
async function remove({ ctx, body, res }: Call<BodyOf<typeof DELETE_BODY>>) {
  const raw = body.ids ?? body.id;
  const ids = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : []).map(String);
  if (ids.length === 0 || ids.some((id) => !ID.test(id)))
    throw new ApiError(400, '参数 ids 应为一个或多个上传 id');
  const uploads = sampleCollections(ctx.store);
  const list = uploads.read('uploads');
  const missing = ids.find((id) => !list.some((record) => record.id === id));
  if (missing) throw new ApiError(404, `记录不存在: ${missing}`);
  uploads.remove('uploads', (record) => ids.includes(record.id));
  for (const id of ids) rmSync(join(folderOf(ctx), id), { force: true });
  await ctx.store.flush();
  send(res, 200, messages.deleted, null);
}

/**
 * The upload calls the showcase relies on: `POST /upload` (multipart field
 * `file`, images only — png, jpeg, gif, webp by their bytes — at most 1 MB), `GET /upload/getList`
 * (newest first, paged, with the limits) and `POST /upload/doDelete` (`ids`). Bytes go to
 * `<dataDir>/uploads/<random id>` — the client's name is only displayed — and come back from
 * `GET /mock-assets/uploads/<id>` with their checked type and `nosniff`, never as a page. Mounted
 * after the access check; the body reaches the upload unread (the JSON reader leaves multipart alone).
 *
 * @example
 * mountRoutes(app, UPLOAD_ROUTES, sample);
 */
export const UPLOAD_ROUTES: RouteTable<SampleContext> = [
  route({ method: 'POST', path: '/upload', body: 'multipart', handler: upload }),
  route({ method: 'GET', path: '/upload/getList', handler: list }),
  route({ method: 'POST', path: '/upload/doDelete', body: DELETE_BODY, handler: remove }),
];

/**
 * GET /mock-assets/uploads/<id>: the stored bytes with their checked image type, `nosniff` and a
 * sandboxing CSP, so even a browser that ignored the type would not run anything. Public like the
 * other sample images (an `<img>` sends no token); ids are random and unguessable.
 *
 * @example app.use(uploadedFiles({ store, dataDir }));
 */
export function uploadedFiles(deps: { store: DataStore; dataDir: string }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const match = /^\/mock-assets\/uploads\/([^/]+)$/.exec(req.path);
    if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    const id = match[1];
    const record = ID.test(id)
      ? sampleCollections(deps.store)
          .read('uploads')
          .find((candidate) => candidate.id === id)
      : undefined;
    if (!record || !UPLOAD_TYPES.includes(record.type)) {
      next(new ApiError(404, messages.notFound));
      return;
    }
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(deps.dataDir, 'uploads', id));
    } catch {
      next(new ApiError(404, messages.notFound));
      return;
    }
    res.setHeader('content-type', record.type);
    res.setHeader('content-length', String(bytes.length));
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('content-security-policy', "default-src 'none'; sandbox");
    res.setHeader('cache-control', 'private, max-age=3600');
    res.end(req.method === 'HEAD' ? undefined : bytes);
  };
}
