import IconChevronDown from '@douyinfe/semi-icons/lib/es/icons/IconChevronDown';
import SemiSelect, { type SelectProps as SemiSelectProps } from '@douyinfe/semi-ui/lib/es/select';
import { type RefObject, useEffect, useId, useRef } from 'react';
import './select.css';

export type SelectProps = SemiSelectProps & {
  /** The name a screen reader gives the dropdown, when no visible label names it (aria-labelledby). */
  'aria-label'?: string;
};

/**
 * Semi's Select, made whole for assistive technology; every screen uses this one, never Semi's.
 * Semi writes its own `aria-label` on the combobox ('' or 'selected') over the one it is given, so
 * the name goes through `aria-labelledby` (a label kept off screen when only `aria-label` is
 * given); its arrow is an image without a name, so it is hidden from assistive technology; and it
 * points `aria-activedescendant` at an option of the closed list, which is not in the page, so
 * that attribute is held back while the list is closed (see {@link useNoDanglingActiveOption}).
 *
 * @example <Select aria-label="泳道" value={lane} optionList={lanes} onChange={setLane} />
 */
export function Select({ 'aria-label': label, arrowIcon, ...props }: SelectProps) {
  const id = useId();
  const box = useRef<HTMLSpanElement>(null);
  useNoDanglingActiveOption(box);
  return (
    <span ref={box} className="jimu-select">
      {label ? (
        <span id={id} className="jimu-visually-hidden">
          {label}
        </span>
      ) : null}
      <SemiSelect
        {...props}
        aria-labelledby={props['aria-labelledby'] ?? (label ? id : undefined)}
        arrowIcon={arrowIcon ?? <IconChevronDown aria-hidden />}
      />
    </span>
  );
}

/**
 * Keeps the combobox inside `box` from naming, as its active option, an element that is not in
 * the page: Semi marks the first (or last chosen) option active while the list is closed and its
 * options unrendered. The attribute comes back as the list opens.
 */
function useNoDanglingActiveOption(box: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const combobox = box.current?.querySelector('[role="combobox"]');
    if (!combobox) return undefined;
    let held: string | null = null;
    const settle = () => {
      const open = combobox.getAttribute('aria-expanded') === 'true';
      const active = combobox.getAttribute('aria-activedescendant');
      if (!open && active && !document.getElementById(active)) {
        held = active;
        combobox.removeAttribute('aria-activedescendant');
      } else if (open && !active && held) {
        combobox.setAttribute('aria-activedescendant', held);
        held = null;
      }
    };
    settle();
    const observer = new MutationObserver(settle);
    observer.observe(combobox, {
      attributes: true,
      attributeFilter: ['aria-activedescendant', 'aria-expanded'],
    });
    return () => observer.disconnect();
  }, [box]);
}
