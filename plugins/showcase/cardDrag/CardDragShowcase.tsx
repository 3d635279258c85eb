import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useMemo, useState } from 'react';
import { Card } from '../../../runtime/ui/card';
import { ShowcasePage } from '../shared/ShowcasePage';
import { useShowcaseList } from '../shared/useShowcaseList';
import { type IconCard, SortableCard } from './SortableCard';
import { applyOrder, readOrder, saveOrder } from './savedOrder';
import './cardDrag.css';
import { useTranslation } from 'react-i18next';

interface IconRow {
  id: number | string;
  title: string;
}

/**
 * /other/drag/cardDrag: 24 icon cards reordered by pointer or keyboard (@dnd-kit/sortable,
 * rectSortingStrategy), announced to screen readers, the order kept in localStorage.
 */
export default function CardDragShowcase() {
  const { t } = useTranslation();
  const icons = useShowcaseList<IconRow>('remixIcon', { pageNo: 1, pageSize: 24 });
  const [order, setOrder] = useState<string[] | undefined>(readOrder);
  const cards = useMemo(
    () =>
      applyOrder(
        icons.list.map((row, i): IconCard => ({ id: String(row.id), title: row.title, n: i + 1 })),
        order,
      ),
    [icons.list, order],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => cards.find((card) => card.id === String(id))?.title ?? String(id);
  const positionOf = (id: string | number) => cards.findIndex((card) => card.id === String(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = cards.map((card) => card.id);
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    setOrder(next);
    saveOrder(next);
  };
  return (
    <ShowcasePage
      name="cardDrag"
      libraries={['@dnd-kit/sortable 7.0.2']}
      reference="vab pro cardDrag.vue"
      source={() => import('./CardDragShowcase.tsx?source')}
      actions={
        <Button
          data-testid="showcase-cardDrag-reset"
          onClick={() => {
            setOrder(undefined);
            saveOrder(undefined);
          }}
        >
          {t('showcase.cardDrag.reset')}
        </Button>
      }
    >
      <Card>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('showcase.cardDrag.hint')}
        </Typography.Paragraph>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: t('showcase.cardDrag.instructions') },
            announcements: {
              onDragStart: ({ active }) =>
                t('showcase.cardDrag.pickedUp', { name: nameOf(active.id), from: positionOf(active.id) }),
              onDragOver: ({ active, over }) =>
                over
                  ? t('showcase.cardDrag.over', { name: nameOf(active.id), to: positionOf(over.id) })
                  : undefined,
              onDragEnd: ({ active, over }) =>
                t('showcase.cardDrag.dropped', {
                  name: nameOf(active.id),
                  from: positionOf(active.id),
                  to: over ? positionOf(over.id) : positionOf(active.id),
                }),
              onDragCancel: ({ active }) =>
                t('showcase.cardDrag.cancelled', { name: nameOf(active.id), from: positionOf(active.id) }),
            },
          }}
        >
          <SortableContext items={cards.map((card) => card.id)} strategy={rectSortingStrategy}>
            <div className="jimu-showcase-cardDrag-grid" data-testid="showcase-cardDrag-grid">
              {cards.map((card, i) => (
                <SortableCard
                  key={card.id}
                  card={card}
                  label={t('showcase.cardDrag.card', { n: i + 1, name: card.title })}
                />
              ))}
            </div>
          </SortableContext>
        </DndContext>
      </Card>
    </ShowcasePage>
  );
}
