import { describe, expect, it } from 'vitest';
import { createPluginRegistry } from './createPluginRegistry';
import { definePlugin } from './definePlugin';
import type { PluginAction } from './PluginAction';

const Screen = () => null;
const lazy = async () => ({ default: Screen });
const Cell = () => null;
const Widget = () => null;
const publish: PluginAction = { label: 'shop.publish', run: () => {} };

const shop = definePlugin({
  name: 'shop',
  components: { orders: lazy },
  pages: { board: lazy },
  widgets: { price: Widget },
  cells: { money: Cell },
  actions: { publish },
  locales: { zh: { publish: '发布' }, en: { publish: 'Publish' } },
});
const blog = definePlugin({ name: 'blog', cells: { excerpt: Cell }, locales: { en: { hi: 'Hi' } } });

describe('createPluginRegistry', () => {
  it('finds every kind of entry by <plugin>/<name> and lists them for rjsf and the cell registry', () => {
    const registry = createPluginRegistry([shop, blog]);
    expect(registry.component('shop/orders')).toBe(lazy);
    expect(registry.page('shop/board')).toBe(lazy);
    expect(registry.widget('shop/price')).toBe(Widget);
    expect(registry.cell('blog/excerpt')).toBe(Cell);
    expect(registry.action('shop/publish')).toBe(publish);
    expect(registry.widgets()).toEqual({ 'shop/price': Widget });
    expect(Object.keys(registry.cells())).toEqual(['shop/money', 'blog/excerpt']);
    expect(registry.actions()).toEqual({ 'shop/publish': publish });
    // a route's component may name a whole plugin page too
    expect([...registry.componentRefs()]).toEqual(['shop/orders', 'shop/board']);
    expect(registry.hasComponent('shop/board')).toBe(true);
  });

  it('merges locales under each plugin name, per language', () => {
    expect(createPluginRegistry([shop, blog]).locales()).toEqual({
      zh: { shop: { publish: '发布' } },
      en: { shop: { publish: 'Publish' }, blog: { hi: 'Hi' } },
    });
  });

  it('a screen of a plugin with screen strings resolves once they are registered, loaded once for all its screens', async () => {
    const order: string[] = [];
    let loads = 0;
    const desk = definePlugin({
      name: 'desk',
      components: {
        inbox: async () => {
          order.push('code');
          return { default: Screen };
        },
      },
      pages: { report: lazy },
      widgets: { stamp: Widget },
      screenLocales: async () => {
        loads += 1;
        return { zh: { inbox: '收件箱' }, en: { inbox: 'Inbox' } };
      },
    });
    const registry = createPluginRegistry([shop, desk], {
      registerLocales: (tables) => order.push(`strings ${JSON.stringify(tables)}`),
    });
    expect(await registry.component('desk/inbox')()).toEqual({ default: Screen });
    expect(order).toEqual([
      'code',
      'strings {"zh":{"desk":{"inbox":"收件箱"}},"en":{"desk":{"inbox":"Inbox"}}}',
    ]);
    await registry.page('desk/report')();
    await registry.component('desk/report')();
    // Its widgets and cells draw once the strings are in: they load with them.
    const widget = registry.widget('desk/stamp') as unknown as { preload(): Promise<unknown> };
    expect(widget).not.toBe(Widget);
    expect(await widget.preload()).toBe(Widget);
    expect(registry.widgets()['desk/stamp']).toBe(widget);
    expect(loads).toBe(1);
    // A plugin without screen strings hands its loaders over as they are; locales() holds only `locales`.
    expect(registry.component('shop/orders')).toBe(lazy);
    expect(registry.locales()).toEqual({
      zh: { shop: { publish: '发布' } },
      en: { shop: { publish: 'Publish' } },
    });
  });

  it('a failed load of screen strings fails the screen and is tried again by the next', async () => {
    let attempt = 0;
    const registered: unknown[] = [];
    const desk = definePlugin({
      name: 'desk',
      components: { inbox: lazy },
      screenLocales: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('offline');
        return { en: { inbox: 'Inbox' } };
      },
    });
    const registry = createPluginRegistry([desk], { registerLocales: (tables) => registered.push(tables) });
    await expect(registry.component('desk/inbox')()).rejects.toThrow('offline');
    expect(registered).toEqual([]);
    await registry.component('desk/inbox')();
    expect(registered).toEqual([{ en: { desk: { inbox: 'Inbox' } } }]);
  });

  it('a failed lookup names what was asked, where it was referenced and what exists', () => {
    const registry = createPluginRegistry([shop]);
    expect(() => registry.cell('shop/coins', 'column price of pages/goods')).toThrow(
      "cell 'shop/coins' (referenced by column price of pages/goods): plugin 'shop' has no cell 'coins' (it has: money)",
    );
    expect(() => registry.action('blog/share')).toThrow(
      "action 'blog/share': no plugin 'blog' is enabled (known: shop)",
    );
    expect(() => registry.component('shop/nothing')).toThrow("plugin 'shop' has no component 'nothing'");
    expect(() => registry.widget('shop/x')).toThrow(/has no widget 'x' \(it has: price\)/);
  });

  it('a plugin name given twice is an error unless the later one overrides it', () => {
    expect(() => createPluginRegistry([shop, definePlugin({ name: 'shop' })])).toThrow(
      "plugin 'shop' is registered twice",
    );
    const replaced = createPluginRegistry([
      shop,
      blog,
      definePlugin({ name: 'shop', override: true, cells: { coin: Cell } }),
    ]);
    expect(replaced.plugins.map((p) => p.name)).toEqual(['shop', 'blog']);
    expect(Object.keys(replaced.cells())).toEqual(['shop/coin', 'blog/excerpt']);
    expect(() => replaced.cell('shop/money')).toThrow(/has no cell 'money'/);
  });
});

describe('definePlugin', () => {
  it('refuses bad names and actions without run', () => {
    expect(() => definePlugin({ name: 'Bad Name' })).toThrow(/not a valid plugin name/);
    expect(() => definePlugin({ name: 'ok', cells: { 'a/b': Cell } })).toThrow(
      /cells name 'a\/b' is not valid/,
    );
    expect(() => definePlugin({ name: 'ok', actions: { go: {} as PluginAction } })).toThrow(
      /action 'go' has no run/,
    );
  });
});
