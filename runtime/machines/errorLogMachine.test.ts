import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { errorLogMachine } from './errorLogMachine';

const add = {
  type: 'errorLog.add',
  url: '#/vab/table',
  message: 'x is undefined',
  stack: 'at Table',
} as const;

describe('errorLogMachine', () => {
  it('SE-09: an enabled log keeps each error with url, message and stack, and counts them for the badge', () => {
    let time = 1_000;
    const actor = createActor(errorLogMachine, { input: { enabled: true, now: () => time++ } }).start();
    actor.send(add);
    actor.send({ type: 'errorLog.add', url: '#/index', message: 'boom' });
    const { logs, count } = actor.getSnapshot().context;
    expect(count).toBe(2);
    expect(logs).toEqual([
      { url: '#/vab/table', message: 'x is undefined', stack: 'at Table', time: 1_000 },
      { url: '#/index', message: 'boom', stack: '', time: 1_001 },
    ]);
    actor.send({ type: 'errorLog.clear' });
    expect(actor.getSnapshot().context).toMatchObject({ logs: [], count: 0 });
  });

  it('SE-09: a disabled log adds nothing', () => {
    const actor = createActor(errorLogMachine, { input: { enabled: false } }).start();
    actor.send(add);
    expect(actor.getSnapshot().context).toMatchObject({ logs: [], count: 0 });
  });

  it('SE-09: past the limit the oldest entries drop', () => {
    const actor = createActor(errorLogMachine, { input: { enabled: true, max: 2 } }).start();
    for (const message of ['a', 'b', 'c']) actor.send({ ...add, message });
    const { logs, count } = actor.getSnapshot().context;
    expect(logs.map((log) => log.message)).toEqual(['b', 'c']);
    expect(count).toBe(2);
  });
});
