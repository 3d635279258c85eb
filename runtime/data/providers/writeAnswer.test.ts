import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResourceApi } from '../../../schemas/types.gen';
import { runtimeTranslators } from '../../i18n/testTranslators';
import type { Translate } from '../../lib/language';
import { createFetchRequest } from '../createFetchRequest';
import { type FakeAnswer, fakeFetch } from '../fakeFetch';
import { type Envelope, toHttpClient } from '../HttpClient';
import { HttpError } from '../HttpError';
import { createDataProvider } from './createDataProvider';
import { createMappedDataProvider } from './createMappedDataProvider';
import type { DataProvider } from './DataProvider';
import { checkWrite, expectedAnswer, fitsWrite, UnknownResultError } from './writeAnswer';

let zh: Translate;
let en: Translate;
beforeAll(async () => {
  ({ zh, en } = await runtimeTranslators());
});

type Kind = 'envelope' | 'rest';

/** A provider over the real fetch transport (app.yaml's success codes) and a fake server. */
function setup(kind: Kind, options: { api?: ResourceApi; successCodes?: (number | string)[] } = {}) {
  const server = fakeFetch();
  const report = vi.fn();
  const request = createFetchRequest({
    baseURL: 'http://api.test',
    fetch: server.fetch,
    successCodes: options.successCodes ?? [200, 0, '200', '0'],
  });
  const http = toHttpClient(request, report);
  const t: Translate = (key, values) => en(key, values);
  const base = createDataProvider(kind, http, { t });
  const provider: DataProvider = options.api
    ? createMappedDataProvider(http, { kind, api: options.api, base, where: 'pages/articles.yaml', t })
    : base;
  return { server, report, provider };
}

/** The three writes of a crud page, each answered with `answer`. */
async function writes(kind: Kind, answer: FakeAnswer, options: Parameters<typeof setup>[1] = {}) {
  const { server, report, provider } = setup(kind, options);
  const paths =
    kind === 'envelope'
      ? {
          create: ['POST', '/table/doEdit'],
          update: ['POST', '/table/doEdit'],
          remove: ['POST', '/table/doDelete'],
        }
      : { create: ['POST', '/table'], update: ['PATCH', '/table/3'], remove: ['DELETE', '/table/3'] };
  for (const [method, path] of Object.values(paths)) server.on(method, path, () => answer);
  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => 'done',
      (error: unknown) => (error instanceof UnknownResultError ? 'unknown' : `failed: ${String(error)}`),
    );
  return {
    create: await outcome(provider.create('table', { title: 't' })),
    update: await outcome(provider.update('table', 3, { title: 'u' })),
    delete: await outcome(provider.delete('table', 3)),
    report,
  };
}

const json = (body: unknown): FakeAnswer => ({ body: JSON.stringify(body) });

describe('what a save or delete must answer', () => {
  it('ER-04 envelope: any envelope with a configured success code is done, data optional', async () => {
    for (const body of [
      { code: 200, msg: '模拟保存成功', data: { id: 3 } },
      { code: 0, msg: 'ok', data: null },
      { code: '0', msg: 'ok', data: null },
      { code: '200', msg: 'ok' },
    ]) {
      const seen = await writes('envelope', json(body));
      expect({ body, create: seen.create, update: seen.update, delete: seen.delete }).toEqual({
        body,
        create: 'done',
        update: 'done',
        delete: 'done',
      });
      expect(seen.report).not.toHaveBeenCalled();
    }
    // A back end with its own success code (app.yaml http.successCodes: [20000]).
    const own = await writes('envelope', json({ code: 20000, msg: '修改成功', data: null }), {
      successCodes: [20000],
    });
    expect([own.create, own.update, own.delete]).toEqual(['done', 'done', 'done']);
  });

  it('ER-04 envelope: a bare "ok", an object without the code field, a record, text or nothing is unknown', async () => {
    for (const answer of [
      json('ok'),
      json({ ok: true }),
      json({ id: 3, title: 't' }),
      json([]),
      json(1),
      { body: 'OK', headers: { 'Content-Type': 'text/plain' } },
      { status: 204 },
    ]) {
      const seen = await writes('envelope', answer);
      expect([seen.create, seen.update, seen.delete]).toEqual(['unknown', 'unknown', 'unknown']);
      expect(seen.report).toHaveBeenCalledTimes(3);
    }
  });

  it('ER-04 envelope: a failing code is still a refusal, not an unknown result', async () => {
    const seen = await writes('envelope', json({ code: 500, msg: '服务器内部错误', data: null }));
    expect(seen.create).toBe('failed: HttpError: 服务器内部错误');
  });

  it('ER-04 rest: a save answers an object (json-server: the saved record) or nothing; a delete anything', async () => {
    for (const answer of [json({ id: 3, title: 't' }), json({}), { status: 204 }]) {
      const seen = await writes('rest', answer);
      expect([seen.create, seen.update, seen.delete]).toEqual(['done', 'done', 'done']);
    }
    for (const answer of [json('ok'), json([{ id: 3 }]), json(3), json(null), { body: 'OK' }]) {
      const seen = await writes('rest', answer);
      expect([seen.create, seen.update, seen.delete]).toEqual(['unknown', 'unknown', 'done']);
      expect(seen.report).toHaveBeenCalledTimes(2);
    }
  });

  it('ER-04 mapped calls: a record where the mapping reads one is done; otherwise the kind decides', async () => {
    const api: ResourceApi = {
      create: { method: 'POST', url: '/{resource}/add' },
      update: { method: 'POST', url: '/{resource}/edit' },
      delete: { method: 'POST', url: '/{resource}/delete', payload: 'csv', field: 'ids' },
    };
    const run = async (kind: Kind, body: unknown) => {
      const { server, report, provider } = setup(kind, { api });
      for (const path of ['/goods/add', '/goods/edit', '/goods/delete'])
        server.on('POST', path, () => json(body));
      const outcome = (p: Promise<unknown>) =>
        p.then(
          () => 'done',
          (e: unknown) => (e instanceof UnknownResultError ? 'unknown' : 'failed'),
        );
      const result = [
        await outcome(provider.create('goods', { title: 't' })),
        await outcome(provider.update('goods', 3, { title: 'u' })),
        await outcome(provider.delete('goods', 3)),
      ];
      return { result, reports: report.mock.calls.length };
    };
    expect(await run('envelope', { code: 0, msg: 'ok', data: null })).toEqual({
      result: ['done', 'done', 'done'],
      reports: 0,
    });
    // A plain record still fits the mapping's record path (data reaches a plain body).
    expect((await run('envelope', { id: 3 })).result.slice(0, 2)).toEqual(['done', 'done']);
    expect(await run('envelope', 'ok')).toEqual({ result: ['unknown', 'unknown', 'unknown'], reports: 3 });
    expect(await run('rest', 'ok')).toEqual({ result: ['unknown', 'unknown', 'done'], reports: 2 });
  });

  it('ER-04 the error names the call, what was expected and what came, in zh and en', async () => {
    const { server, report, provider } = setup('envelope');
    server.on('POST', '/table/doEdit', () => json('ok'));
    const error = await provider.update('table', 3, { title: 'u' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownResultError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      reason: 'unknownResult',
      method: 'POST',
      path: '/table/doEdit',
      expected: 'envelope',
      body: 'ok',
      message:
        'Result unknown: the answer to POST /table/doEdit was not understood: expected an envelope {code, msg, data}, got "ok"',
    });
    expect(report).toHaveBeenCalledWith(error);

    const answer = { code: 200, msg: '', data: undefined } as Envelope<unknown>;
    Object.defineProperty(answer, 'raw', { value: { body: undefined, plain: true } });
    const http = { report: vi.fn() } as unknown as Parameters<typeof checkWrite>[0];
    const call = { method: 'PATCH' as const, path: '/table/3', expected: 'record' as const };
    expect(() => checkWrite(http, { ...answer, data: 'ok' }, call, zh)).toThrow(
      '结果未知：PATCH /table/3 的回答无法识别，应为保存后的记录对象，收到 "ok"',
    );
    expect(() => checkWrite(http, answer, { ...call, expected: 'envelope' }, zh)).toThrow(
      '结果未知：PATCH /table/3 的回答无法识别，应为信封 {code, msg, data}，收到 空回答',
    );
  });

  it('ER-04 fitsWrite trusts a client that does not keep the raw answer; expectedAnswer is per dialect', () => {
    const read = { code: 200, msg: '', data: null };
    expect(fitsWrite(read, 'envelope')).toBe(true);
    expect(fitsWrite({ ...read, data: 'ok' }, 'record')).toBe(false);
    expect(fitsWrite({ ...read, data: 'ok' }, 'any')).toBe(true);
    expect([
      expectedAnswer('envelope', 'save'),
      expectedAnswer('envelope', 'delete'),
      expectedAnswer('rest', 'save'),
      expectedAnswer('rest', 'delete'),
    ]).toEqual(['envelope', 'envelope', 'record', 'any']);
  });
});
