import { useDraggable } from '@dnd-kit/core';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useTranslation } from 'react-i18next';
import type { PaletteItem } from './model';

/** The text a palette entry shows: its translated label, or a plugin widget's own name. */
export const itemLabel = (item: PaletteItem, t: (key: string) => string) =>
  item.group === 'plugin' ? item.label : t(item.label);

function Entry({
  item,
  onAdd,
  disabled,
}: {
  item: PaletteItem;
  onAdd: (item: PaletteItem) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `palette:${item.id}`,
    data: { item },
    disabled,
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      className="dz-palette-item"
      data-palette={item.id}
      style={{ opacity: isDragging ? 0.5 : 1 }}
      {...attributes}
      {...listeners}
      // Enter or a click adds below the selection; Space starts a keyboard drag (the sensor's key).
      onClick={() => onAdd(item)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onAdd(item);
          return;
        }
        listeners?.onKeyDown?.(event);
      }}
    >
      {itemLabel(item, t)}
    </button>
  );
}

/**
 * 组件 (left pane): the palette in groups — 输入 (every widget of the Semi rjsf theme),
 * 布局 (group, two columns, list of objects, note), 插件控件 (every registry widget). Each entry is
 * a dnd-kit draggable (pointer or Space + arrows) and a button (click or Enter adds it).
 */
export function Palette(props: {
  items: PaletteItem[];
  onAdd: (item: PaletteItem) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="dz-palette">
      {(['input', 'layout', 'plugin'] as const).map((group) => {
        const items = props.items.filter((i) => i.group === group);
        if (items.length === 0) return null;
        return (
          <section key={group} aria-label={t(`workbench.designer.editor.groups.${group}`)}>
            <Typography.Text strong>{t(`workbench.designer.editor.groups.${group}`)}</Typography.Text>
            <div className="dz-palette-group">
              {items.map((item) => (
                <Entry key={item.id} item={item} onAdd={props.onAdd} disabled={props.disabled} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
