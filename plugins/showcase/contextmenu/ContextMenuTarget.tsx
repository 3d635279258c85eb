import Dropdown from '@douyinfe/semi-ui/lib/es/dropdown';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useRef,
  useState,
} from 'react';
import { useCloseWhenLeft } from '../../../runtime/routing';

interface ContextMenuTargetProps {
  /** The menu (Dropdown.Menu); `close` hides it, e.g. after an item ran. */
  menu(close: () => void): ReactNode;
  testId?: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * An element with a context menu that opens where it was asked for: at the pointer on a right
 * click, near the element's corner for the keyboard (the ContextMenu key or Shift+F10); Esc
 * closes it. Semi's `trigger="contextMenu"` places the menu beside the whole element, so the
 * Dropdown is driven by hand and offset (`spacing` {x, y} from the element's bottom-left) to the
 * point.
 */
export function ContextMenuTarget({ menu, testId, className, style, children }: ContextMenuTargetProps) {
  const box = useRef<HTMLButtonElement>(null);
  const [at, setAt] = useState<{ x: number; y: number } | null>(null);
  useCloseWhenLeft(at !== null, () => setAt(null));
  const openAt = (x: number, y: number) => {
    const rect = box.current?.getBoundingClientRect();
    if (rect) setAt({ x: x - rect.left, y: y - rect.bottom });
  };
  const close = () => {
    setAt(null);
    box.current?.focus();
  };
  return (
    <Dropdown
      trigger="custom"
      visible={at !== null}
      // No scale-in: a menu opened again while the last one's close transition ran stayed hidden
      // (Shift+F10 right after choosing an item, 2 of 3 runs of showcase.interact under load).
      motion={false}
      position="bottomLeft"
      spacing={at ?? 0}
      onClickOutSide={() => setAt(null)}
      onEscKeyDown={close}
      render={at ? menu(close) : null}
      getPopupContainer={() => document.body}
    >
      <button
        ref={box}
        type="button"
        data-testid={testId}
        className={`jimu-showcase-contextmenu-target${className ? ` ${className}` : ''}`}
        style={style}
        onContextMenu={(event: MouseEvent) => {
          event.preventDefault();
          openAt(event.clientX, event.clientY);
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Escape' && at !== null) {
            event.preventDefault();
            close();
            return;
          }
          if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
            event.preventDefault();
            const rect = box.current?.getBoundingClientRect();
            if (rect) openAt(rect.left + 16, rect.top + 16);
          }
        }}
      >
        {children}
      </button>
    </Dropdown>
  );
}
