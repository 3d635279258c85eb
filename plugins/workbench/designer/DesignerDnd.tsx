import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormDoc, locate, type PaletteItem } from './model';
import { nodeName } from './nodeInfo';
import { itemLabel } from './Palette';

/** Where a drop lands: a container and an index in it. */
export interface DropPlace {
  parentId?: string;
  index: number;
}

/** The innermost droppable under the pointer (a nested group's zone before the group); keys: nearest. */
const collision: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return closestCenter(args);
  const hits = pointerWithin(args);
  const area = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
  };
  return hits.length > 0 ? [...hits].sort((a, b) => area(a.id) - area(b.id)) : closestCenter(args);
};

/** The drop place of `over` for the active node: before the node it is over, or a zone's end. */
function placeOf(doc: FormDoc, activeId: string, overId: string): DropPlace | undefined {
  if (overId.startsWith('zone:')) {
    const parentId = overId === 'zone:root' ? undefined : overId.slice('zone:'.length);
    const list = parentId ? locate(doc, parentId)?.node.children : doc.nodes;
    const own = list?.some((n) => n.id === activeId) ? 1 : 0;
    return { parentId, index: (list?.length ?? 0) - own };
  }
  const over = locate(doc, overId);
  if (!over) return undefined;
  return { parentId: over.parent?.id, index: over.index };
}

/**
 * The designer's drag and drop (dnd-kit): palette → canvas and reordering or regrouping on
 * the canvas, by pointer or keyboard (Space, arrows, Space; `sortableKeyboardCoordinates`), with
 * spoken announcements in the console's language.
 */
export function DesignerDnd(props: {
  doc: FormDoc;
  children: ReactNode;
  onAdd(item: PaletteItem, place: DropPlace): void;
  onMove(id: string, place: DropPlace): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const nameOf = (id: string | number, data?: { item?: PaletteItem }) => {
    if (data?.item) return itemLabel(data.item, t);
    const found = locate(props.doc, String(id));
    return found ? nodeName(props.doc, found.node, lang) : String(id);
  };
  const overName = (id: string | number) => (String(id).startsWith('zone:') ? undefined : nameOf(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const data = active.data.current as { item?: PaletteItem } | undefined;
      if (data?.item) return t('workbench.designer.announce.pickPalette', { name: nameOf(active.id, data) });
      const found = locate(props.doc, String(active.id));
      return t('workbench.designer.announce.pick', {
        name: nameOf(active.id),
        position: (found?.index ?? 0) + 1,
      });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === active.id) return undefined;
      const name = nameOf(active.id, active.data.current as never);
      const target = overName(over.id);
      return target
        ? t('workbench.designer.announce.over', { name, over: target })
        : t('workbench.designer.announce.overZone', { name });
    },
    onDragEnd: ({ active, over }) => {
      const name = nameOf(active.id, active.data.current as never);
      const target = over ? overName(over.id) : undefined;
      return target
        ? t('workbench.designer.announce.dropOn', { name, over: target })
        : t('workbench.designer.announce.drop', { name });
    },
    onDragCancel: ({ active }) =>
      t('workbench.designer.announce.cancel', { name: nameOf(active.id, active.data.current as never) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const item = (active.data.current as { item?: PaletteItem } | undefined)?.item;
    const place = placeOf(props.doc, String(active.id), String(over.id));
    if (!place) return;
    if (item) props.onAdd(item, place);
    else props.onMove(String(active.id), place);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('workbench.designer.announce.instructions') },
      }}
    >
      {props.children}
    </DndContext>
  );
}
