import Tree from '@douyinfe/semi-ui/lib/es/tree';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocSummary } from './types';

interface TreeNode {
  key: string;
  label: string;
  value: string;
  children?: TreeNode[];
}

/** The documents as a tree, siblings in their stored order. */
export function treeOf(docs: DocSummary[], parentId: number | null = null): TreeNode[] {
  return docs
    .filter((d) => (d.parentId ?? null) === parentId)
    .sort((a, b) => a.order - b.order)
    .map((d) => {
      const children = treeOf(docs, d.id);
      return {
        key: String(d.id),
        value: String(d.id),
        label: d.title,
        children: children.length ? children : undefined,
      };
    });
}

/** Where a drop lands: the new parent and the index among the new siblings (without the dragged one). */
export function dropPlace(
  docs: DocSummary[],
  draggedId: number,
  targetId: number,
  intoTarget: boolean,
  after: boolean,
): { parentId: number | null; index: number } {
  if (intoTarget) return { parentId: targetId, index: Number.MAX_SAFE_INTEGER };
  const target = docs.find((d) => d.id === targetId);
  const parentId = target?.parentId ?? null;
  const siblings = docs
    .filter((d) => (d.parentId ?? null) === parentId && d.id !== draggedId)
    .sort((a, b) => a.order - b.order);
  const at = siblings.findIndex((d) => d.id === targetId);
  return { parentId, index: at + (after ? 1 : 0) };
}

/**
 * The project's document tree: Semi Tree, draggable for writers (onto a document: under
 * it; between documents: beside them). The rename / move dialog does the same from the keyboard.
 */
export function DocTree(props: {
  docs: DocSummary[];
  selected?: number;
  draggable: boolean;
  onSelect: (id: number) => void;
  onMove: (id: number, parentId: number | null, index: number) => void;
}) {
  const { t } = useTranslation();
  const data = useMemo(() => treeOf(props.docs), [props.docs]);
  return (
    <nav aria-label={t('workbench.document.treeLabel')} data-testid="wb-doc-tree">
      <Tree
        treeData={data}
        value={props.selected === undefined ? undefined : String(props.selected)}
        expandAll
        draggable={props.draggable}
        onSelect={(key) => props.onSelect(Number(key))}
        onDrop={(info) => {
          const { node, dragNode, dropToGap, dropPosition } = info;
          const own = Number(node.pos.split('-').at(-1));
          const place = dropPlace(
            props.docs,
            Number(dragNode.key),
            Number(node.key),
            !dropToGap,
            dropPosition - own > 0,
          );
          props.onMove(Number(dragNode.key), place.parentId, place.index);
        }}
      />
    </nav>
  );
}
