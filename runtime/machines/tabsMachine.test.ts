import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { tabsMachine } from './tabsMachine';
import type { TabRoute } from './visitedTabs';

const route = (name: string, meta: Partial<TabRoute['meta']> = {}, fullPath?: string): TabRoute => ({
  path: `/${name.toLowerCase()}`,
  fullPath,
  name,
  meta: { title: `route.${name}`, ...meta },
});

function tabsActor(keepAliveMax?: number) {
  return createActor(tabsMachine, { input: { keepAliveMax } }).start();
}

const keys = (actor: ReturnType<typeof tabsActor>) => actor.getSnapshot().context.tabs.map((tab) => tab.key);

describe('tabsMachine', () => {
  it('SE-08: a new path adds a tab; a known path updates it in place', () => {
    const actor = tabsActor();
    actor.send({ type: 'tabs.add', route: route('Index', { noClosable: true }) });
    actor.send({ type: 'tabs.add', route: route('Users', {}, '/users?page=1') });
    actor.send({ type: 'tabs.add', route: route('Users', {}, '/users?page=2') });
    const { tabs } = actor.getSnapshot().context;
    expect(tabs.map((t) => t.key)).toEqual(['/index', '/users']);
    expect(tabs[1]).toMatchObject({ fullPath: '/users?page=2', name: 'Users', title: 'route.Users' });
  });

  it('SE-08: dynamicNewTab opens a new tab per full path instead of updating', () => {
    const actor = tabsActor();
    actor.send({ type: 'tabs.add', route: route('Order', { dynamicNewTab: true }, '/order?id=1') });
    actor.send({ type: 'tabs.add', route: route('Order', { dynamicNewTab: true }, '/order?id=2') });
    actor.send({ type: 'tabs.add', route: route('Order', { dynamicNewTab: true }, '/order?id=1') });
    expect(keys(actor)).toEqual(['/order?id=1', '/order?id=2']);
  });

  it('RT-07: routes named detail, Params or Query open one tab per parameter', () => {
    const actor = tabsActor();
    for (const name of ['detail', 'Params', 'Query']) {
      actor.send({ type: 'tabs.add', route: { ...route(name), fullPath: `/${name}?id=1` } });
      actor.send({ type: 'tabs.add', route: { ...route(name), fullPath: `/${name}?id=2` } });
    }
    expect(keys(actor)).toEqual([
      '/detail?id=1',
      '/detail?id=2',
      '/Params?id=1',
      '/Params?id=2',
      '/Query?id=1',
      '/Query?id=2',
    ]);
  });

  it('RT-07: unnamed routes and routes with tabHidden make no tab', () => {
    const actor = tabsActor();
    actor.send({ type: 'tabs.add', route: { path: '/anon', meta: { title: 'x' } } });
    actor.send({ type: 'tabs.add', route: route('FormEditor', { tabHidden: true }) });
    expect(actor.getSnapshot().context.tabs).toEqual([]);
    expect(actor.getSnapshot().context.keepAliveKeys).toEqual([]);
  });

  it('SE-08: when no tab is non-closable the first becomes so, and stays through closeAll', () => {
    const actor = tabsActor();
    actor.send({ type: 'tabs.add', route: route('A') });
    actor.send({ type: 'tabs.add', route: route('B') });
    expect(actor.getSnapshot().context.tabs.map((t) => Boolean(t.meta.noClosable))).toEqual([true, false]);
    actor.send({ type: 'tabs.closeAll' });
    expect(keys(actor)).toEqual(['/a']);
    actor.send({ type: 'tabs.close', key: '/a' });
    expect(keys(actor)).toEqual(['/a']);
  });

  it('SE-08: close one, others, left and right keep the non-closable tabs', () => {
    const actor = tabsActor();
    const fill = () => {
      actor.send({ type: 'tabs.reset' });
      for (const name of ['Index', 'A', 'B', 'Pinned', 'C', 'D']) {
        actor.send({
          type: 'tabs.add',
          route: route(name, name === 'Index' || name === 'Pinned' ? { noClosable: true } : {}),
        });
      }
    };
    fill();
    actor.send({ type: 'tabs.close', key: '/b' });
    expect(keys(actor)).toEqual(['/index', '/a', '/pinned', '/c', '/d']);
    fill();
    actor.send({ type: 'tabs.closeOthers', key: '/c' });
    expect(keys(actor)).toEqual(['/index', '/pinned', '/c']);
    fill();
    actor.send({ type: 'tabs.closeLeft', key: '/c' });
    expect(keys(actor)).toEqual(['/index', '/pinned', '/c', '/d']);
    fill();
    actor.send({ type: 'tabs.closeRight', key: '/a' });
    expect(keys(actor)).toEqual(['/index', '/a', '/pinned']);
    actor.send({ type: 'tabs.closeRight', key: '/missing' });
    expect(keys(actor)).toEqual(['/index', '/a', '/pinned']);
  });

  it('SE-08: tab meta is changed by route name or by title', () => {
    const actor = tabsActor();
    actor.send({ type: 'tabs.add', route: route('Index') });
    actor.send({ type: 'tabs.add', route: route('detail', {}, '/detail?id=42') });
    actor.send({ type: 'tabs.changeMeta', name: 'detail', meta: { title: '订单 42' } });
    actor.send({ type: 'tabs.changeMeta', title: 'route.Index', meta: { icon: 'home', badge: 3 } });
    const [index, detail] = actor.getSnapshot().context.tabs;
    expect(detail).toMatchObject({ title: '订单 42', meta: { title: '订单 42' } });
    expect(index.meta).toMatchObject({ icon: 'home', badge: 3, title: 'route.Index' });
    // A revisit of the same page keeps what the page set, and takes the rest from the route.
    actor.send({ type: 'tabs.add', route: route('detail', { icon: 'file' }, '/detail?id=42') });
    expect(actor.getSnapshot().context.tabs[1]).toMatchObject({
      title: '订单 42',
      meta: { title: '订单 42', icon: 'file' },
    });
  });

  it('SE-08: affix tabs are pinned at the left and cannot be closed', () => {
    const actor = tabsActor();
    actor.send({ type: 'tabs.add', route: route('Index', { noClosable: true }) });
    actor.send({ type: 'tabs.add', route: route('A') });
    actor.send({ type: 'tabs.add', route: route('Home', { affix: true }) });
    actor.send({ type: 'tabs.add', route: route('Board', { affix: true }) });
    expect(keys(actor)).toEqual(['/home', '/board', '/index', '/a']);
    actor.send({ type: 'tabs.closeAll' });
    expect(keys(actor)).toEqual(['/home', '/board', '/index']);
  });

  it('LY-06: keepAliveKeys holds the most recent keepAliveMax tabs, skipping noKeepAlive, evicting the least recent', () => {
    const actor = tabsActor(3);
    for (const name of ['A', 'B', 'C', 'D']) actor.send({ type: 'tabs.add', route: route(name) });
    expect(actor.getSnapshot().context.keepAliveKeys).toEqual(['/d', '/c', '/b']);
    actor.send({ type: 'tabs.add', route: route('A') });
    expect(actor.getSnapshot().context.keepAliveKeys).toEqual(['/a', '/d', '/c']);
    actor.send({ type: 'tabs.add', route: route('Log', { noKeepAlive: true }) });
    expect(actor.getSnapshot().context.keepAliveKeys).toEqual(['/a', '/d', '/c']);
    actor.send({ type: 'tabs.close', key: '/d' });
    expect(actor.getSnapshot().context.keepAliveKeys).toEqual(['/a', '/c', '/b']);
  });

  it('LY-06: keepAliveMax defaults to 10', () => {
    const actor = createActor(tabsMachine, { input: {} }).start();
    for (let i = 0; i < 12; i++) actor.send({ type: 'tabs.add', route: route(`P${i}`) });
    expect(actor.getSnapshot().context.keepAliveKeys).toHaveLength(10);
    expect(actor.getSnapshot().context.keepAliveKeys[0]).toBe('/p11');
  });

  it('SE-02: reset empties the bar, non-closable tabs too', () => {
    const actor = tabsActor();
    actor.send({ type: 'tabs.add', route: route('Index', { noClosable: true }) });
    actor.send({ type: 'tabs.reset' });
    expect(actor.getSnapshot().context).toMatchObject({ tabs: [], recent: [], keepAliveKeys: [] });
  });
});
