import Tree from '@douyinfe/semi-ui/lib/es/tree';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Titles } from './consoleTypes';
import { keyOf, type Place, placeOf, type RouteNode } from './treeOps';

type TreeItem = { key: string; label: string; children?: TreeItem[] };

function itemsOf(
  routes: readonly RouteNode[],
  title: (key: unknown) => string,
  prefix: Place = [],
): TreeItem[] {
  return routes.map((route, index) => {
    const place = [...prefix, index];
    const name = title(route.meta?.title);
    return {
      key: keyOf(place),
      label: `${name ? `${name} · ` : ''}${route.name}  ${route.path}`,
      children: route.children ? itemsOf(route.children, title, place) : undefined,
    };
  });
}

/**
 * The route tree: Semi Tree, draggable (before, after or inside a route); the selected
 * route is edited on the right. Keys are places in the tree (`1-4`), rebuilt from the document
 * after every change.
 */
export function RouteTree(props: {
  routes: RouteNode[];
  titles: Titles;
  selected?: Place;
  draggable: boolean;
  onSelect: (place: Place) => void;
  onDrop: (from: Place, to: Place, position: 'before' | 'after' | 'inside') => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh';
  const data = useMemo(
    () => itemsOf(props.routes, (key) => (typeof key === 'string' ? (props.titles[key]?.[lang] ?? '') : '')),
    [props.routes, props.titles, lang],
  );
  return (
    <nav aria-label={t('workbench.material.fe.routes')} data-testid="wb-fe-tree" className="wb-fe-tree">
      <Tree
        treeData={data}
        value={props.selected ? keyOf(props.selected) : undefined}
        expandAll
        draggable={props.draggable}
        onSelect={(key) => props.onSelect(placeOf(String(key)))}
        onDrop={(info) => {
          const { node, dragNode, dropToGap, dropPosition } = info as unknown as {
            node: { key: string; pos: string };
            dragNode: { key: string };
            dropToGap: boolean;
            dropPosition: number;
          };
          const own = Number(node.pos.split('-').at(-1));
          const position = !dropToGap ? 'inside' : dropPosition - own > 0 ? 'after' : 'before';
          props.onDrop(placeOf(dragNode.key), placeOf(node.key), position);
        }}
      />
    </nav>
  );
}
