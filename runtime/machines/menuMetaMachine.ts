import { assign, setup } from 'xstate';
import type { RouteMeta } from '../../schemas/types.gen';

/** Per route name, the meta a screen laid over the configured one for this session. */
export type MenuMetaOverrides = Readonly<Record<string, Partial<RouteMeta>>>;

export interface MenuMetaContext {
  overrides: MenuMetaOverrides;
}

export type MenuMetaEvent =
  /** Merges `meta` over what the route already has changed (a key set to undefined removes it). */
  | { type: 'menuMeta.change'; name: string; meta: Partial<RouteMeta> }
  /** Back to the configured meta of that route. */
  | { type: 'menuMeta.reset'; name: string }
  /** Back to the configured meta of every route (the session ended). */
  | { type: 'menuMeta.clear' };

/**
 * Run-time changes of route meta: a screen changes a route's title, badge,
 * dot, icon or highlighted menu for the rest of the session; the console applies the overrides
 * over the user's routes, so the menu, breadcrumb, tab and document title all show them. Nothing
 * is stored: a reload or a new sign-in starts from the configured meta.
 *
 * @example
 * const menuMeta = createActor(menuMetaMachine).start();
 * menuMeta.send({ type: 'menuMeta.change', name: 'DynamicMeta', meta: { badge: 3 } });
 * menuMeta.getSnapshot().context.overrides; // { DynamicMeta: { badge: 3 } }
 */
export const menuMetaMachine = setup({
  types: { context: {} as MenuMetaContext, events: {} as MenuMetaEvent },
  actions: {
    change: assign(({ context }, params: { name: string; meta: Partial<RouteMeta> }) => ({
      overrides: {
        ...context.overrides,
        [params.name]: { ...context.overrides[params.name], ...params.meta },
      },
    })),
    reset: assign(({ context }, params: { name: string }) => {
      if (!(params.name in context.overrides)) return {};
      const { [params.name]: _dropped, ...rest } = context.overrides;
      return { overrides: rest };
    }),
    clear: assign({ overrides: () => ({}) }),
  },
}).createMachine({
  id: 'menuMeta',
  context: { overrides: {} },
  on: {
    'menuMeta.change': {
      actions: { type: 'change', params: ({ event }) => ({ name: event.name, meta: event.meta }) },
    },
    'menuMeta.reset': { actions: { type: 'reset', params: ({ event }) => ({ name: event.name }) } },
    'menuMeta.clear': { actions: 'clear' },
  },
});
