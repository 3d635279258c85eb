// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchRequest } from './createFetchRequest';
import { type EarlyCall, fetchOrEarly, takeEarlyCall } from './earlyAnswers';

const auth = { Accept: 'application/json', Authorization: 'Bearer T' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** What index.html's preloader leaves: calls sent with the stored token, answers pending or come. */
function sentEarly(...calls: Partial<EarlyCall>[]): EarlyCall[] {
  const list = calls.map((call) => ({
    url: '/userInfo',
    headers: auth,
    at: Date.now(),
    answer: Promise.resolve(json({ code: 200, msg: '', data: { username: 'admin' } })),
    ...call,
  }));
  globalThis.__jimuEarly = list;
  return list;
}

afterEach(() => {
  globalThis.__jimuEarly = undefined;
});

describe('#12.3 early answers: the runtime takes only the very request it would send', () => {
  it('takes a matching GET once: the same address and headers, as the runtime builds them', () => {
    const [call] = sentEarly({});
    expect(takeEarlyCall('/userInfo', { method: 'GET', headers: { ...auth } })?.answer).toBe(call.answer);
    expect(takeEarlyCall('/userInfo', { method: 'GET', headers: auth })?.answer).toBeUndefined();
  });

  it('leaves another token, another address, another header, a body, a POST and a stale call alone', () => {
    sentEarly({}, { url: '/table/getList?pageNo=1&pageSize=20', at: Date.now() - 60_000 });
    expect(
      takeEarlyCall('/userInfo', { headers: { ...auth, Authorization: 'Bearer U' } })?.answer,
    ).toBeUndefined();
    expect(takeEarlyCall('/userInfo?x=1', { headers: auth })?.answer).toBeUndefined();
    expect(takeEarlyCall('/userInfo', { headers: { ...auth, 'X-Extra': '1' } })?.answer).toBeUndefined();
    expect(takeEarlyCall('/userInfo', { method: 'POST', headers: auth })?.answer).toBeUndefined();
    expect(takeEarlyCall('/userInfo', { headers: auth, body: '{}' })?.answer).toBeUndefined();
    // Stale: sent over 10 s ago, dropped; the page asks itself.
    expect(takeEarlyCall('/table/getList?pageNo=1&pageSize=20', { headers: auth })?.answer).toBeUndefined();
    expect(globalThis.__jimuEarly?.map((c) => c.url)).toEqual(['/userInfo']);
  });

  it('an early call that never reached the server is sent again; an abort rejects as fetch does', async () => {
    sentEarly({ answer: Promise.reject(new TypeError('Failed to fetch')) });
    const send = vi.fn(async () => json({ code: 200, data: 'again' }));
    const response = await fetchOrEarly('/userInfo', { headers: auth }, send);
    expect(await response.json()).toEqual({ code: 200, data: 'again' });
    expect(send).toHaveBeenCalledTimes(1);

    sentEarly({ answer: new Promise<Response>(() => undefined) });
    const controller = new AbortController();
    const pending = fetchOrEarly('/userInfo', { headers: auth, signal: controller.signal }, send);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('the http transport reads an early answer as its own: envelope, refusals, no second request', async () => {
    const send = vi.fn(async () => json({ code: 200, data: 'sent' }));
    const request = createFetchRequest({ baseURL: '/', fetch: send, getToken: () => 'T' });
    sentEarly({});
    expect((await request({ url: '/userInfo' })).data).toEqual({ username: 'admin' });
    expect(send).not.toHaveBeenCalled();
    // A refusal that came early is the caller's refusal (the session ends on a 401 as it would).
    sentEarly({ answer: Promise.resolve(json({ code: 401, msg: '登录失效' }, 401)) });
    await expect(request({ url: '/userInfo' })).rejects.toMatchObject({ status: 401, message: '登录失效' });
    // Another token (a new sign-in since): sent for real.
    sentEarly({ headers: { ...auth, Authorization: 'Bearer old' } });
    expect((await request({ url: '/userInfo' })).data).toBe('sent');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('an early answer whose body stalls ends at the transport timeout, and the early call is aborted', async () => {
    let body: ReadableStreamDefaultController<Uint8Array> | undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        body = controller;
        controller.enqueue(new TextEncoder().encode('{"code":200,'));
      },
    });
    const control = new AbortController();
    const abort = vi.fn(() => body?.error(new DOMException('aborted', 'AbortError')));
    control.signal.addEventListener('abort', abort);
    sentEarly({ answer: Promise.resolve(new Response(stream, { status: 200 })), control });
    const send = vi.fn(async () => json({ code: 200, data: 'sent' }));
    const request = createFetchRequest({ baseURL: '/', fetch: send, getToken: () => 'T', timeout: 50 });
    await expect(request({ url: '/userInfo' })).rejects.toMatchObject({ reason: 'timeout' });
    expect(abort).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });
});
