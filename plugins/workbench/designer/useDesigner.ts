import { useState } from 'react';
import { useHistory } from '../shared/useHistory';
import type { DropPlace } from './DesignerDnd';
import {
  addNode,
  type FormDoc,
  type FormNode,
  locate,
  moveNode,
  newNodeId,
  nodeOfItem,
  type PaletteItem,
  removeNode,
  withFreshIds,
} from './model';

/**
 * The designer's state: the document under undo/redo (every change is one `commit`), the
 * selection and the field clipboard, and the canvas commands built on the model.
 *
 * @example const d = useDesigner(); d.add(item); d.history.undo();
 */
export function useDesigner() {
  const history = useHistory<FormDoc | undefined>(undefined);
  const [selected, setSelected] = useState<string>();
  const [clipboard, setClipboard] = useState<FormNode>();
  const doc = history.present;
  const commit = (next: FormDoc) => history.commit(next);
  /** Where a click adds: right after the selected node, in its container; else at the end. */
  const afterSelection = (): DropPlace => {
    const place = doc && selected ? locate(doc, selected) : undefined;
    if (!place) return { index: doc?.nodes.length ?? 0 };
    if (place.node.children) return { parentId: place.node.id, index: place.node.children.length };
    return { parentId: place.parent?.id, index: place.index + 1 };
  };
  const insert = (node: FormNode, place = afterSelection()) => {
    if (!doc) return;
    commit(addNode(doc, node, place.parentId, place.index));
    setSelected(node.id);
  };
  return {
    history,
    doc,
    selected,
    commit,
    select: setSelected,
    add: (item: PaletteItem, place?: DropPlace) => insert(nodeOfItem(item), place),
    move(id: string, place: DropPlace) {
      if (!doc) return;
      const next = moveNode(doc, id, place.parentId, place.index);
      if (next !== doc) commit(next);
      setSelected(id);
    },
    moveBy(id: string, delta: -1 | 1) {
      const place = doc ? locate(doc, id) : undefined;
      if (!doc || !place) return;
      const index = place.index + delta;
      if (index < 0 || index >= place.list.length) return;
      commit(moveNode(doc, id, place.parent?.id, index));
    },
    remove(id: string) {
      if (!doc) return;
      commit(removeNode(doc, id));
      setSelected(undefined);
    },
    duplicate(id: string) {
      const place = doc ? locate(doc, id) : undefined;
      if (!place) return;
      insert(withFreshIds(place.node, newNodeId), { parentId: place.parent?.id, index: place.index + 1 });
    },
    copy(id: string) {
      const place = doc ? locate(doc, id) : undefined;
      if (place) setClipboard(structuredClone(place.node));
    },
    paste() {
      if (clipboard) insert(withFreshIds(clipboard, newNodeId));
    },
    canPaste: clipboard !== undefined,
  };
}
