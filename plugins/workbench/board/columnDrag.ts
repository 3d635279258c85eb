import {
  type CollisionDetection,
  closestCorners,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

// A board drags two kinds of things in one DndContext: cards (numeric ids, dropped on cards or
// `col:` containers) and column headers (`head:` ids, dropped on other headers). Each kind only
// ever sees drop targets of its own kind.

export const headId = (column: string, lane: string) => `head:${column}:${lane}`;
export const isHead = (id: UniqueIdentifier) => String(id).startsWith('head:');
/** The column key a header id names. */
export const columnOfHead = (id: UniqueIdentifier) => String(id).slice(5).split(':')[0];

const sameKind = (active: UniqueIdentifier) => (container: DroppableContainer) =>
  isHead(container.id) === isHead(active);

/** closestCorners over the drop targets of the dragged thing's kind. */
export const boardCollision: CollisionDetection = (args) =>
  closestCorners({ ...args, droppableContainers: args.droppableContainers.filter(sameKind(args.active.id)) });

/** The sortable keyboard moves (arrows between neighbours and columns) among targets of one kind. */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const all = args.context.droppableContainers;
  // A map of the same class (dnd-kit's DroppableContainersMap), holding one kind only.
  const Same = all.constructor as new (entries: [UniqueIdentifier, DroppableContainer][]) => typeof all;
  const filtered = new Same([...all.entries()].filter(([, container]) => sameKind(args.active)(container)));
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...args.context, droppableContainers: filtered },
  });
};
