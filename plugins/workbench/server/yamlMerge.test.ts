import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { mergeApiRules, mergeRoute, mergeStrings } from './yamlMerge';

const routes = readFileSync('config/routes.yaml', 'utf8');
const zh = readFileSync('config/i18n/zh.yaml', 'utf8');
const permissions = readFileSync('config/permissions.yaml', 'utf8');
const route = {
  path: '/orders',
  name: 'Orders',
  meta: { title: 'route.orders', icon: 'file' },
  children: [
    { path: 'index', name: 'OrdersIndex', page: 'orders', meta: { title: 'route.orders', icon: 'file' } },
  ],
};

describe('#14.4 YAML is edited, not regenerated (§9)', () => {
  it('#14.4 every config file parsed and written back unchanged is byte-identical', () => {
    for (const file of [
      'config/routes.yaml',
      'config/permissions.yaml',
      'config/i18n/zh.yaml',
      'config/i18n/en.yaml',
      'config/app.yaml',
    ]) {
      const text = readFileSync(file, 'utf8');
      expect(mergeStrings(text, {})).toBe(text);
    }
  });

  it('#14.4 a route merge keeps the modeline, comments and key order, and adds the group once', () => {
    const merged = mergeRoute(routes, route);
    expect(merged.startsWith(routes.split('\n').slice(0, 5).join('\n'))).toBe(true);
    expect(merged).toContain("# ── The spec's route table");
    expect(merged).not.toMatch(/[&*]a\d/);
    expect(merged.slice(0, routes.length - 1)).toBe(routes.slice(0, -1));
    expect(mergeRoute(merged, route)).toBe(merged);
    expect(parse(merged).routes.at(-1)).toEqual(route);
  });

  it('#14.4 a route merge under a parent adds a child; an unknown parent is an error', () => {
    const merged = mergeRoute(routes, route.children[0] as Record<string, unknown>, 'Mall');
    const mall = parse(merged).routes.find((r: { name: string }) => r.name === 'Mall');
    expect(mall.children.map((c: { name: string }) => c.name)).toEqual(['Goods', 'OrdersIndex']);
    expect(() => mergeRoute(routes, route, 'Nope')).toThrow("no route named 'Nope'");
  });

  it('#14.4 strings merge deep, keep comments and other keys, and are idempotent', () => {
    const merged = mergeStrings(zh, {
      route: { orders: '订单' },
      page: { orders: { title: '订单', fields: { id: '编号' } } },
    });
    expect(merged.split('\n').slice(0, 2)).toEqual(zh.split('\n').slice(0, 2));
    const data = parse(merged);
    expect(data.route.orders).toBe('订单');
    expect(data.page.orders.fields.id).toBe('编号');
    expect(data.page.home).toEqual(parse(zh).page.home);
    expect(mergeStrings(merged, { route: { orders: '订单' } })).toBe(merged);
  });

  it('#14.4 API rules go before the first wildcard rule (first match wins), once', () => {
    const rules = [{ match: 'POST /orders/doDelete', permission: 'delete:system' }];
    const merged = mergeApiRules(permissions, rules);
    const list = parse(merged).api.rules as { match: string }[];
    const at = list.findIndex((r) => r.match === 'POST /orders/doDelete');
    expect(at).toBeGreaterThan(0);
    expect(list.slice(0, at).every((r) => !r.match.includes('*'))).toBe(true);
    expect(mergeApiRules(merged, rules)).toBe(merged);
    expect(merged.startsWith('# yaml-language-server: $schema=../schemas/permissions.schema.json\n')).toBe(
      true,
    );
  });

  it('#14.4 a file with YAML errors is not merged into', () => {
    expect(() => mergeStrings('a: [1\n', { b: 1 })).toThrow('YAML errors');
  });
});
