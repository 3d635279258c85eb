import Input from '@douyinfe/semi-ui/lib/es/input';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { RemixIcon } from '../shared/RemixIcon';
import { IconPanel } from './IconPanel';
import './iconSelector.css';
import { useTranslation } from 'react-i18next';

export interface IconSelectorProps {
  id?: string;
  /** The chosen icon's name (`home-line`), or nothing. */
  value?: string;
  onChange(value: string | undefined): void;
  disabled?: boolean;
  placeholder?: string;
  /** The id of the element naming this field (when no `<label for>` points at `id`). */
  labelledBy?: string;
}

/**
 * An input whose value is a Remix icon name, chosen in a popover. Click, Enter,
 * Space or ArrowDown opens it; arrows move through the grid, Enter picks, Escape or a click
 * elsewhere closes; the chosen icon shows as the input's prefix.
 *
 * @example <IconSelector value={icon} onChange={setIcon} />
 */
export function IconSelector({ id, value, onChange, disabled, placeholder, labelledBy }: IconSelectorProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const keys = useRef<((event: KeyboardEvent) => void) | null>(null);
  const listId = `${useId().replace(/:/g, '')}-icons`;
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!(event.target instanceof Node && root.current?.contains(event.target))) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);
  const close = () => {
    setOpen(false);
    setActive(0);
    input.current?.focus();
  };
  const pick = (title: string | undefined) => {
    onChange(title);
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled) return;
    if (!open) {
      if (event.target === input.current && ['Enter', ' ', 'ArrowDown'].includes(event.key)) {
        event.preventDefault();
        setOpen(true);
      }
      return;
    }
    keys.current?.(event);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys from the input and the search box meet here
    <div className="jimu-icon-selector" ref={root} onKeyDown={onKeyDown}>
      <Input
        id={id}
        ref={input}
        readonly
        disabled={disabled}
        value={value ?? ''}
        placeholder={placeholder ?? t('showcase.iconSelector.placeholder')}
        prefix={
          <span className="jimu-icon-selector-prefix">
            <RemixIcon name={value || 'apps-line'} size={16} />
          </span>
        }
        role="combobox"
        aria-labelledby={labelledBy}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        onClick={() => !disabled && setOpen(true)}
        data-testid="icon-selector-input"
      />
      {open && (
        <IconPanel
          listId={listId}
          value={value}
          active={active}
          setActive={setActive}
          onPick={pick}
          onClear={() => pick(undefined)}
          onClose={close}
          keys={keys}
        />
      )}
    </div>
  );
}
