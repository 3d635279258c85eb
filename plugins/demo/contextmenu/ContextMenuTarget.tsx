import Dropdown from '@douyinfe/semi-ui/lib/es/dropdown';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useRef,
  useState,
} from 'react';

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
 * click, at the element's corner for the keyboard (the ContextMenu key or Shift+F10). Semi's
 * `trigger="contextMenu"` places the menu beside the whole element, so an invisible anchor is
 * moved to the point and the Dropdown is shown beside it.
 */
export function ContextMenuTarget({ menu, testId, className, style, children }: ContextMenuTargetProps) {
  const box = useRef<HTMLButtonElement>(null);
  const [at, setAt] = useState<{ x: number; y: number } | null>(null);
  const openAt = (x: number, y: number) => {
    const rect = box.current?.getBoundingClientRect();
    if (rect) setAt({ x: x - rect.left, y: y - rect.top });
  };
  const close = () => {
    setAt(null);
    box.current?.focus();
  };
  return (
    <button
      ref={box}
      type="button"
      aria-haspopup="menu"
      aria-expanded={at !== null}
      data-testid={testId}
      className={`jimu-demo-contextmenu-target${className ? ` ${className}` : ''}`}
      style={{ position: 'relative', ...style }}
      onContextMenu={(event: MouseEvent) => {
        event.preventDefault();
        openAt(event.clientX, event.clientY);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
          event.preventDefault();
          const rect = box.current?.getBoundingClientRect();
          if (rect) openAt(rect.left + 16, rect.top + 16);
        }
      }}
    >
      {children}
      <Dropdown
        trigger="custom"
        visible={at !== null}
        position="bottomLeft"
        spacing={0}
        onClickOutSide={() => setAt(null)}
        onEscKeyDown={close}
        render={at ? menu(close) : null}
        getPopupContainer={() => document.body}
      >
        <span
          style={{
            position: 'absolute',
            left: at?.x ?? 0,
            top: at?.y ?? 0,
            width: 1,
            height: 1,
            pointerEvents: 'none',
          }}
        />
      </Dropdown>
    </button>
  );
}
