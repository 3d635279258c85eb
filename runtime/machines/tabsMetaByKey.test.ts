import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { tabsMachine } from './tabsMachine';

const params = (id: number) => ({
  path: `/other/dynamicSegment/test1/${id}`,
  fullPath: `/other/dynamicSegment/test1/${id}`,
  name: 'Params',
  meta: { title: 'route.params', dynamicNewTab: true },
});

describe('tabs.changeMeta by key (#17.2)', () => {
  it('SE-08 renames one per-parameter tab and leaves the others of the same route alone', () => {
    const tabs = createActor(tabsMachine, { input: {} }).start();
    tabs.send({ type: 'tabs.add', route: params(2) });
    tabs.send({ type: 'tabs.add', route: params(3) });
    tabs.send({
      type: 'tabs.changeMeta',
      key: '/other/dynamicSegment/test1/3',
      meta: { title: 'Params Id=3' },
    });
    const titles = tabs.getSnapshot().context.tabs.map((tab) => tab.title);
    expect(titles).toEqual(['route.params', 'Params Id=3']);
  });

  it('SE-08 the changed title outlives a revisit of that tab', () => {
    const tabs = createActor(tabsMachine, { input: {} }).start();
    tabs.send({ type: 'tabs.add', route: params(2) });
    tabs.send({
      type: 'tabs.changeMeta',
      key: '/other/dynamicSegment/test1/2',
      meta: { title: 'Params Id=2' },
    });
    tabs.send({ type: 'tabs.add', route: params(3) });
    tabs.send({ type: 'tabs.add', route: params(2) });
    expect(tabs.getSnapshot().context.tabs.map((tab) => tab.title)).toEqual(['Params Id=2', 'route.params']);
  });

  it('SE-08 an unknown key changes nothing', () => {
    const tabs = createActor(tabsMachine, { input: {} }).start();
    tabs.send({ type: 'tabs.add', route: params(2) });
    tabs.send({ type: 'tabs.changeMeta', key: '/nowhere', meta: { title: 'x' } });
    expect(tabs.getSnapshot().context.tabs[0].title).toBe('route.params');
  });
});
