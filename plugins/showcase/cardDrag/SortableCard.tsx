import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { RemixIcon } from '../shared/RemixIcon';

const COLORS = ['#3b82f6', '#10b981', '#f59e0b', '#ef4444', '#8b5cf6', '#06b6d4', '#ec4899', '#84cc16'];

export interface IconCard {
  id: string;
  title: string;
  /** Position in the original list (1-based), for the palette colour. */
  n: number;
}

/** One draggable card: the whole card is the handle (pointer and keyboard). */
export function SortableCard({ card, label }: { card: IconCard; label: string }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
  });
  return (
    <button
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      aria-roledescription="sortable"
      data-testid="showcase-cardDrag-card"
      data-name={card.title}
      className="jimu-showcase-cardDrag-card"
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : 1,
        borderTop: `4px solid ${COLORS[card.n % COLORS.length]}`,
      }}
    >
      <RemixIcon name={card.title} size={32} />
      <span className="jimu-showcase-cardDrag-name">{card.title}</span>
    </button>
  );
}
