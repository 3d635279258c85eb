import Button from '@douyinfe/semi-ui/lib/es/button';
import Input from '@douyinfe/semi-ui/lib/es/input';
import { type KeyboardEvent, type MutableRefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconRecord } from '../remixIcon/RemixIconShowcase';
import { RemixIcon } from '../shared/RemixIcon';
import { useShowcaseList } from '../shared/useShowcaseList';

const PAGE_SIZE = 24;
const COLUMNS = 4;

export interface IconPanelProps {
  listId: string;
  value?: string;
  active: number;
  setActive(index: number): void;
  onPick(title: string): void;
  onClear(): void;
  onClose(): void;
  /** The selector's keydown handler; the panel fills it in while it is open. */
  keys: MutableRefObject<((event: KeyboardEvent) => void) | null>;
}

const MOVES: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS };

/**
 * The popover of the icon selector: a debounced (300 ms) title search, a 4 × 6 grid paged from
 * `GET /remixIcon/getList?pageSize=24`, previous / next and 清除. Keys arrive from the selector:
 * arrows move in the grid, Enter picks, Escape closes.
 */
export function IconPanel({
  listId,
  value,
  active,
  setActive,
  onPick,
  onClear,
  onClose,
  keys,
}: IconPanelProps) {
  const { t } = useTranslation();
  const icons = useShowcaseList<IconRecord>('remixIcon', { pageNo: 1, pageSize: PAGE_SIZE });
  const [query, setQuery] = useState('');
  const typed = useRef(false);
  const { setFilter } = icons;
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => setFilter({ title: query.trim() }), 300);
    return () => clearTimeout(timer);
  }, [query, setFilter]);
  const pages = Math.max(1, Math.ceil(icons.total / PAGE_SIZE));
  const page = icons.query.pageNo;
  keys.current = (event) => {
    const inSearch = event.target instanceof HTMLElement && event.target.dataset.iconSearch === 'true';
    if (event.key === 'Escape') onClose();
    else if (event.key === 'Enter' && icons.list[active]) onPick(icons.list[active].title);
    else if (event.key in MOVES && !(inSearch && (event.key === 'ArrowLeft' || event.key === 'ArrowRight'))) {
      const next = active + MOVES[event.key];
      if (next >= 0 && next < icons.list.length) setActive(next);
    } else return;
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <div className="jimu-icon-selector-panel" data-testid="icon-selector-panel">
      <Input
        aria-label={t('showcase.iconSelector.search')}
        placeholder={t('showcase.iconSelector.search')}
        value={query}
        data-icon-search="true"
        showClear
        onChange={(text) => {
          typed.current = true;
          setQuery(text);
        }}
      />
      <div
        className="jimu-icon-selector-grid"
        id={listId}
        role="listbox"
        aria-label={t('showcase.iconSelector.chooser')}
      >
        {icons.list.map((icon, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach the grid through the combobox (aria-activedescendant)
          <div
            key={icon.id}
            tabIndex={-1}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={icon.title === value}
            aria-label={icon.title}
            title={icon.title}
            data-active={index === active}
            data-icon={icon.title}
            className="jimu-icon-selector-option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(icon.title)}
          >
            <RemixIcon name={icon.title} size={20} />
          </div>
        ))}
        {icons.status === 'ready' && icons.list.length === 0 && <p>{t('showcase.iconSelector.empty')}</p>}
      </div>
      <div className="jimu-icon-selector-footer">
        <Button size="small" disabled={page <= 1} onClick={() => icons.setPage(page - 1)}>
          {t('showcase.iconSelector.prev')}
        </Button>
        <span>{t('showcase.iconSelector.page', { page, pages })}</span>
        <Button size="small" disabled={page >= pages} onClick={() => icons.setPage(page + 1)}>
          {t('showcase.iconSelector.next')}
        </Button>
        <Button size="small" type="danger" onClick={onClear} data-testid="icon-selector-clear">
          {t('showcase.iconSelector.clear')}
        </Button>
      </div>
    </div>
  );
}
