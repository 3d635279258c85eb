import type { FormDoc, FormNode } from './formTypes';

/** Where a node sits: its parent (undefined = the form itself), the sibling list and its index. */
export interface Place {
  parent?: FormNode;
  list: FormNode[];
  index: number;
}

/** The node with this id and where it sits, or undefined. */
export function locate(doc: FormDoc, id: string): (Place & { node: FormNode }) | undefined {
  const walk = (list: FormNode[], parent?: FormNode): (Place & { node: FormNode }) | undefined => {
    for (const [index, node] of list.entries()) {
      if (node.id === id) return { parent, list, index, node };
      const inner = node.children ? walk(node.children, node) : undefined;
      if (inner) return inner;
    }
    return undefined;
  };
  return walk(doc.nodes);
}

/** The fields of a container: the form's own (parentId undefined) or a group's or array's. */
export function childrenOf(doc: FormDoc, parentId?: string): FormNode[] {
  if (parentId === undefined) return doc.nodes;
  const found = locate(doc, parentId)?.node;
  if (!found?.children) throw new Error(`node ${parentId} holds no fields`);
  return found.children;
}

/** Every node, depth first, with its depth (the outline and the keyboard announcements). */
export function flatten(nodes: FormNode[], depth = 0): { node: FormNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children ?? [], depth + 1)]);
}

export const KEY_PATTERN = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * Why a key cannot be a field's name among its siblings (pattern, unique in its group), or
 * undefined when it can. `self` is the node being renamed.
 */
export function keyProblem(
  siblings: FormNode[],
  key: string,
  self?: string,
): 'pattern' | 'taken' | undefined {
  if (!KEY_PATTERN.test(key)) return 'pattern';
  if (siblings.some((n) => n.key === key && n.id !== self)) return 'taken';
  return undefined;
}

/** `base`, or `base2`, `base3` … whichever is free among the siblings. */
export function freeKey(siblings: FormNode[], base: string): string {
  const clean = KEY_PATTERN.test(base) ? base : 'field';
  if (!siblings.some((n) => n.key === clean)) return clean;
  for (let n = 2; ; n++) if (!siblings.some((s) => s.key === `${clean}${n}`)) return `${clean}${n}`;
}

/** A copy of the document to change (the history keeps the old one). */
const copy = (doc: FormDoc): FormDoc => structuredClone(doc);

/** Adds a node into a container at an index (the end when omitted); its key made free there. */
export function addNode(doc: FormDoc, node: FormNode, parentId?: string, index?: number): FormDoc {
  const next = copy(doc);
  const list = childrenOf(next, parentId);
  const added = { ...node, key: freeKey(list, node.key) };
  list.splice(index ?? list.length, 0, added);
  return next;
}

/** Takes a node out of the form. */
export function removeNode(doc: FormDoc, id: string): FormDoc {
  const next = copy(doc);
  const place = locate(next, id);
  if (place) place.list.splice(place.index, 1);
  return next;
}

/**
 * Moves a node to a container and index (counted after the node left its place). A group cannot
 * go into itself; a key taken in the new group is refused (answers the document unchanged).
 */
export function moveNode(doc: FormDoc, id: string, parentId: string | undefined, index: number): FormDoc {
  const next = copy(doc);
  const place = locate(next, id);
  if (!place) return doc;
  if (
    parentId !== undefined &&
    (parentId === id || flatten(place.node.children ?? []).some((f) => f.node.id === parentId))
  )
    return doc;
  const target = childrenOf(next, parentId);
  if (target !== place.list && keyProblem(target, place.node.key) === 'taken') return doc;
  place.list.splice(place.index, 1);
  target.splice(Math.max(0, Math.min(index, target.length)), 0, place.node);
  return next;
}

/** Changes one node through a function of a copy of it. */
export function updateNode(doc: FormDoc, id: string, change: (node: FormNode) => FormNode): FormDoc {
  const next = copy(doc);
  const place = locate(next, id);
  if (!place) return doc;
  place.list[place.index] = change(place.node);
  return next;
}

/** The node with fresh ids for itself and every child (a duplicate or a pasted copy). */
export function withFreshIds(node: FormNode, newId: () => string): FormNode {
  return {
    ...structuredClone(node),
    id: newId(),
    children: node.children?.map((c) => withFreshIds(c, newId)),
  };
}
