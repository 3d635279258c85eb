import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type RefreshTokenFn, tokenRefreshMachine } from './tokenRefreshMachine';

/** A refresh call the test settles by hand, counting how often the machine started it. */
function manualRefresh() {
  const calls: (string | null)[] = [];
  let settle: { resolve: (token: string) => void; reject: (error: unknown) => void } | undefined;
  const actor = fromPromise<string, { refresh: RefreshTokenFn; expiredToken: string | null }>(({ input }) => {
    calls.push(input.expiredToken);
    return new Promise<string>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    calls,
    actor,
    resolve: (token: string) => settle?.resolve(token),
    reject: (error: unknown) => settle?.reject(error),
  };
}

const unusedRefresh: RefreshTokenFn = () => {
  throw new Error('the input refresh must not run: the test provides the refreshToken actor');
};

function start(refresh: ReturnType<typeof manualRefresh>) {
  const actor = createActor(tokenRefreshMachine.provide({ actors: { refreshToken: refresh.actor } }), {
    input: { refresh: unusedRefresh },
  }).start();
  const expired = vi.fn();
  const refreshed = vi.fn();
  actor.on('session.expired', expired);
  actor.on('token.refreshed', refreshed);
  /** Reports a 402 and returns how it ended: { token } or { error }. */
  const report = (usedToken: string | null, currentToken: string | null = usedToken) =>
    new Promise<string>((resolve, reject) =>
      actor.send({ type: 'token.expired', usedToken, currentToken, resolve, reject }),
    ).then(
      (token) => ({ token }),
      (error: unknown) => ({ error }),
    );
  return { actor, expired, refreshed, report };
}

describe('tokenRefreshMachine', () => {
  it('SE-07 runs exactly one refresh for many 402s and hands every waiter the new token', async () => {
    const refresh = manualRefresh();
    const { actor, refreshed, report } = start(refresh);
    const outcomes = Array.from({ length: 50 }, () => report('old'));
    expect(actor.getSnapshot().matches('refreshing')).toBe(true);
    expect(actor.getSnapshot().context.waiters).toHaveLength(50);
    refresh.resolve('new');
    expect(await Promise.all(outcomes)).toEqual(Array.from({ length: 50 }, () => ({ token: 'new' })));
    expect(refresh.calls).toEqual(['old']);
    expect(refreshed).toHaveBeenCalledTimes(1);
    expect(refreshed).toHaveBeenCalledWith(expect.objectContaining({ token: 'new' }));
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ waiters: [], refreshCount: 1 });
  });

  it('SE-07 a failed refresh rejects every waiter once and announces session.expired once', async () => {
    const refresh = manualRefresh();
    const { expired, report } = start(refresh);
    const outcomes = Array.from({ length: 20 }, () => report('old'));
    const failure = new Error('refresh refused');
    refresh.reject(failure);
    expect(await Promise.all(outcomes)).toEqual(Array.from({ length: 20 }, () => ({ error: failure })));
    expect(expired).toHaveBeenCalledTimes(1);
    // A 402 that comes back late with the same dead token: rejected at once, no refresh, no second login trip.
    expect(await report('old', null)).toEqual({ error: failure });
    expect(refresh.calls).toHaveLength(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('SE-07 a 402 that arrives after the refresh retries with the new token instead of refreshing again', async () => {
    const refresh = manualRefresh();
    const { report } = start(refresh);
    const first = report('old');
    refresh.resolve('new');
    await first;
    // Even when the store was not updated (currentToken still old), the machine remembers old → new.
    expect(await report('old', 'old')).toEqual({ token: 'new' });
    // Someone else already replaced the token (a new login): retry with it, no refresh.
    expect(await report('stale', 'fresh')).toEqual({ token: 'fresh' });
    expect(refresh.calls).toEqual(['old']);
  });

  it('SE-07 refreshes again when the refreshed token itself expires, and after a new login following a failure', async () => {
    const refresh = manualRefresh();
    const { expired, report } = start(refresh);
    const first = report('t1');
    refresh.resolve('t2');
    expect(await first).toEqual({ token: 't2' });
    const second = report('t2');
    refresh.reject(new Error('no'));
    expect(await second).toMatchObject({ error: expect.any(Error) });
    const afterLogin = report('t3');
    refresh.resolve('t4');
    expect(await afterLogin).toEqual({ token: 't4' });
    expect(refresh.calls).toEqual(['t1', 't2', 't3']);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('SE-07 the default refreshToken actor calls the input refresh and refuses an empty token', async () => {
    const refreshFn = vi.fn<RefreshTokenFn>().mockResolvedValueOnce('next').mockResolvedValueOnce('');
    const actor = createActor(tokenRefreshMachine, { input: { refresh: refreshFn } }).start();
    const report = (usedToken: string) =>
      new Promise<string>((resolve, reject) =>
        actor.send({ type: 'token.expired', usedToken, currentToken: usedToken, resolve, reject }),
      );
    await expect(report('a')).resolves.toBe('next');
    await expect(report('next')).rejects.toThrow('returned no token');
    expect(refreshFn.mock.calls).toEqual([['a'], ['next']]);
  });
});
