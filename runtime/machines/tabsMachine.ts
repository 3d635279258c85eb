import { assign, setup } from 'xstate';
import {
  addVisitedTab,
  type CloseScope,
  changeTabMeta,
  closeVisitedTabs,
  keepOneNonClosable,
  type TabMetaChange,
  type TabRoute,
  tabKeyOf,
  type VisitedTab,
} from './visitedTabs';

export interface TabsInput {
  /** How many pages stay mounted (app.tabs.keepAliveMax). Default 10. */
  keepAliveMax?: number;
  /** The tabs open before a reload (readSavedTabs): F5 keeps them. */
  tabs?: VisitedTab[];
}

export interface TabsContext {
  tabs: VisitedTab[];
  /** Tab keys, most recently visited first. */
  recent: string[];
  /** Keys of the pages to keep mounted: the keepAliveMax most recent that allow it. */
  keepAliveKeys: string[];
  keepAliveMax: number;
}

export type TabsEvent =
  | { type: 'tabs.add'; route: TabRoute }
  | { type: 'tabs.close'; key: string }
  | { type: 'tabs.closeOthers'; key: string }
  | { type: 'tabs.closeLeft'; key: string }
  | { type: 'tabs.closeRight'; key: string }
  | { type: 'tabs.closeAll' }
  | ({ type: 'tabs.changeMeta' } & TabMetaChange)
  /** Logout: every tab goes, non-closable ones too. */
  | { type: 'tabs.reset' };

/** The context after `tabs` changed: one tab stays non-closable and the cache follows. */
function settle(context: TabsContext, tabs: VisitedTab[], visited?: string): Partial<TabsContext> {
  const settled = keepOneNonClosable(tabs);
  const open = new Map(settled.map((tab) => [tab.key, tab]));
  const order =
    visited === undefined ? context.recent : [visited, ...context.recent.filter((k) => k !== visited)];
  const recent = order.filter((key) => open.has(key));
  const keepAliveKeys = recent
    .filter((key) => !open.get(key)?.meta.noKeepAlive)
    .slice(0, context.keepAliveMax);
  return { tabs: settled, recent, keepAliveKeys };
}

/**
 * Visited tabs and the keep-alive cache order. The router sends
 * `tabs.add` on every visit; the tabs bar sends the close events with a tab's `key`.
 *
 * @example
 * const tabs = createActor(tabsMachine, { input: { keepAliveMax: 10 } }).start();
 * tabs.send({ type: 'tabs.add', route: { path: '/index', name: 'Index', meta: { title: 'route.index' } } });
 * tabs.getSnapshot().context.keepAliveKeys; // ['/index']
 */
export const tabsMachine = setup({
  types: {
    context: {} as TabsContext,
    events: {} as TabsEvent,
    input: {} as TabsInput,
  },
  actions: {
    addTab: assign(({ context }, params: { route: TabRoute }) => {
      const tabs = addVisitedTab(context.tabs, params.route);
      const key = tabKeyOf(params.route);
      return settle(context, tabs, tabs.some((tab) => tab.key === key) ? key : undefined);
    }),
    closeTabs: assign(({ context }, params: { scope: CloseScope; key?: string }) =>
      settle(context, closeVisitedTabs(context.tabs, params.scope, params.key)),
    ),
    changeMeta: assign(({ context }, params: TabMetaChange) =>
      settle(context, changeTabMeta(context.tabs, params)),
    ),
    resetTabs: assign(() => ({
      tabs: [],
      recent: [],
      keepAliveKeys: [],
    })),
  },
}).createMachine({
  id: 'tabs',
  context: ({ input }) => ({
    tabs: keepOneNonClosable(input.tabs ?? []),
    recent: [],
    keepAliveKeys: [],
    keepAliveMax: Math.max(0, input.keepAliveMax ?? 10),
  }),
  on: {
    'tabs.add': { actions: { type: 'addTab', params: ({ event }) => ({ route: event.route }) } },
    'tabs.close': {
      actions: { type: 'closeTabs', params: ({ event }) => ({ scope: 'one', key: event.key }) },
    },
    'tabs.closeOthers': {
      actions: { type: 'closeTabs', params: ({ event }) => ({ scope: 'others', key: event.key }) },
    },
    'tabs.closeLeft': {
      actions: { type: 'closeTabs', params: ({ event }) => ({ scope: 'left', key: event.key }) },
    },
    'tabs.closeRight': {
      actions: { type: 'closeTabs', params: ({ event }) => ({ scope: 'right', key: event.key }) },
    },
    'tabs.closeAll': { actions: { type: 'closeTabs', params: { scope: 'all' } } },
    'tabs.changeMeta': {
      actions: {
        type: 'changeMeta',
        params: ({ event }) => ({
          key: event.key,
          name: event.name,
          title: event.title,
          meta: event.meta,
        }),
      },
    },
    'tabs.reset': { actions: 'resetTabs' },
  },
});
