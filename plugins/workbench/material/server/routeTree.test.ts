import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type RouteNode, readRouteTree, writeRouteTree } from './routeTree';

const text = readFileSync('config/routes.yaml', 'utf8');
const take = (routes: RouteNode[], name: string): RouteNode | undefined => {
  for (const [index, route] of routes.entries()) {
    if (route.name === name) return routes.splice(index, 1)[0];
    const inner = route.children && take(route.children, name);
    if (inner) return inner;
  }
  return undefined;
};

describe('#15.4 §5.10 §9 the route tree is edited, not regenerated', () => {
  it('#15.4 an unchanged tree writes the sample routes.yaml back byte for byte, comments included', () => {
    expect(writeRouteTree(text, readRouteTree(text))).toBe(text);
  });

  it('#15.4 a moved route keeps its comment and flow style; only its own lines change', () => {
    const tree = readRouteTree(text);
    const log = take(tree, 'SystemLog') as RouteNode;
    tree.push({ ...log, path: '/systemLogTop', meta: { ...log.meta, hidden: true } });
    const out = writeRouteTree(text, tree);
    expect(out).toContain('  # The spec titled it resource management, but it shows the system log.\n');
    expect(out).toMatch(/- path: \/systemLogTop\n\s+name: SystemLog\n\s+page: systemLog\n/);
    expect(out).toContain('meta: { title: route.systemLog, icon: archive, hidden: true }');
    const removed = text.split('\n').filter((line) => !out.split('\n').includes(line));
    expect(removed.length).toBeLessThanOrEqual(5);
  });
});
