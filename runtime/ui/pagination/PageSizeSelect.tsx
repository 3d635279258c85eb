import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { anchorPopup } from '../controls/anchorPopup';
import { PopupPortal } from '../controls/PopupPortal';

export interface PageSizeSelectProps {
  value: number;
  sizes: readonly number[];
  /** The accessible name of the control ('每页条数'). */
  label: string;
  /** The text of one size ('20 条/页'). */
  format(size: number): string;
  onChange(size: number): void;
}

/** Where an arrow, Home or End key moves the highlighted option; undefined for other keys. */
function movedTo(key: string, active: number, last: number): number | undefined {
  if (key === 'ArrowDown') return Math.min(last, active + 1);
  if (key === 'ArrowUp') return Math.max(0, active - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

/**
 * The pager's page-size menu in the kit's look: a select-only combobox (WAI-ARIA) whose list
 * opens above the pager (in a portal, flipped below when there is no room above), chosen by click
 * or keyboard (arrows, Home/End, Enter, Escape). Hand made like the rest of the pager, so a list's
 * first rows never wait for Semi's Select.
 *
 * @example <PageSizeSelect value={20} sizes={[10, 20, 50]} label="每页条数" format={(n) => `${n} 条/页`} onChange={setSize} />
 */
export function PageSizeSelect({ value, sizes, label, format, onChange }: PageSizeSelectProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(() => Math.max(0, sizes.indexOf(value)));
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const listId = useId();
  // The list opens in a portal above the trigger (below when there is no room above), at least as wide.
  useLayoutEffect(() => {
    if (!open || !root.current || !list.current) return undefined;
    list.current.style.minWidth = `${root.current.offsetWidth}px`;
    return anchorPopup(root.current, list.current, 'topLeft');
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (!root.current?.contains(target) && !list.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  const show = () => {
    setActive(Math.max(0, sizes.indexOf(value)));
    setOpen(true);
  };
  const choose = (size: number) => {
    setOpen(false);
    if (size !== value) onChange(size);
  };
  const keys = (event: KeyboardEvent) => {
    const moved = movedTo(event.key, active, sizes.length - 1);
    if (moved !== undefined) {
      event.preventDefault();
      if (open) setActive(moved);
      else show();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (open) choose(sizes[active]);
      else show();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className="jimu-page-size" ref={root}>
      <button
        type="button"
        role="combobox"
        className="jimu-page-size-trigger"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(active) : undefined}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={keys}
      >
        {format(value)}
      </button>
      {open ? (
        <PopupPortal>
          <div ref={list} className="jimu-page-size-list" role="listbox" id={listId} aria-label={label}>
            {sizes.map((size, index) => (
              <div
                key={size}
                id={optionId(index)}
                role="option"
                // Focus stays on the combobox (aria-activedescendant); -1 only makes a click focusable.
                tabIndex={-1}
                aria-selected={size === value}
                className={index === active ? 'is-active' : undefined}
                onPointerEnter={() => setActive(index)}
                onClick={() => choose(size)}
                onKeyDown={keys}
              >
                {format(size)}
              </div>
            ))}
          </div>
        </PopupPortal>
      ) : null}
    </div>
  );
}
