import IconSearch from '@douyinfe/semi-icons/lib/es/icons/IconSearch';
import Input from '@douyinfe/semi-ui/lib/es/input';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchCall, useApiConfig } from '../../data';
import { useCloseOnNavigation } from '../../routing/useCloseOnNavigation';
import { shellMenu } from '../menuItems';
import { useShell } from '../ShellContext';
import { matchPages, searchablePages } from './matchPages';
import { useSearchSuggestions } from './useSearchSuggestions';

/** Hash URLs from the server ('#/index') and plain paths both navigate inside the console. */
const pathOfUrl = (url: string) => url.replace(/^#/, '') || '/';

export interface SearchPanelProps {
  visible: boolean;
  onClose(): void;
}

interface Hit {
  path: string;
  label: string;
}

/**
 * The header search dialog: an input whose results list inside the dialog, 500 ms after
 * typing stops — the user's pages matched by title in every language and by path, then what
 * the search call (app.yaml `api.search`, GET /search/getList by default) adds; the empty state
 * shows in the dialog too. Arrows move, Enter or a click navigates, Escape closes. Its own module
 * so Modal loads with the first opening.
 *
 * @example <SearchPanel visible={open} onClose={() => setOpen(false)} />
 */
export function SearchPanel({ visible, onClose }: SearchPanelProps) {
  const { t, i18n } = useTranslation();
  const { http, navigate, routes } = useShell();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const api = useApiConfig();
  const search = useMemo(
    () => searchCall(http, api, { t: (key, values) => i18n.t(key, values) }),
    [http, api, i18n],
  );
  const { suggestions, loading, settled } = useSearchSuggestions(search, query);
  const pages = useMemo(
    () =>
      searchablePages(shellMenu(routes), [
        i18n.getFixedT(i18n.language),
        ...(i18n.options.supportedLngs || ['zh', 'en'])
          .filter((lng: string) => lng !== 'cimode' && lng !== i18n.language)
          .map((lng: string) => i18n.getFixedT(lng)),
      ]),
    [routes, i18n, i18n.language],
  );
  const hits = useMemo<Hit[]>(() => {
    if (!settled) return [];
    const local = matchPages(pages, settled).map((page) => ({ path: page.path, label: page.titles[0] }));
    const known = new Set(local.map((hit) => hit.path));
    const remote = suggestions
      .map((s) => ({ path: pathOfUrl(s.url), label: s.value }))
      .filter((hit) => !known.has(hit.path) && known.add(hit.path));
    return [...local, ...remote];
  }, [pages, settled, suggestions]);
  const close = () => {
    onClose();
    setQuery('');
    setActive(0);
  };
  useCloseOnNavigation(visible, close);
  const pick = (hit: Hit | undefined) => {
    if (!hit) return;
    close();
    navigate(hit.path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((at) => Math.min(at + 1, hits.length - 1));
    else if (event.key === 'ArrowUp') setActive((at) => Math.max(at - 1, 0));
    else if (event.key === 'Enter') pick(hits[active]);
    else if (event.key === 'Escape') close();
    else return;
    event.preventDefault();
  };
  const optionId = (at: number) => `${listId}-${at}`;
  return (
    <Modal
      title={t('jimu.tools.search')}
      visible={visible}
      onCancel={close}
      footer={null}
      width={480}
      closeOnEsc
      // Unmounted when closed: the input starts empty each time, like a fresh search box.
      keepDOM={false}
      // No open/close animation: Semi unmounts a closing modal only on its animationend, and twice
      // under load (overlays, header e2e) the dialog stayed on screen with its hide class after a
      // pick had navigated. A pick's feedback is the new page, so the dialog simply goes.
      motion={false}
    >
      <Input
        autoFocus
        prefix={<IconSearch />}
        placeholder={t('jimu.tools.searchPlaceholder')}
        aria-label={t('jimu.tools.searchPlaceholder')}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={hits.length ? optionId(active) : undefined}
        value={query}
        onChange={(value) => {
          setQuery(value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="jimu-search-results">
        <div id={listId} role="listbox" aria-label={t('jimu.tools.search')} className="jimu-search-list">
          {hits.map((hit, at) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrows and Enter drive the list
            <div
              key={hit.path}
              tabIndex={-1}
              id={optionId(at)}
              role="option"
              aria-selected={at === active}
              className={`jimu-search-option${at === active ? ' is-active' : ''}`}
              onMouseEnter={() => setActive(at)}
              onClick={() => pick(hit)}
            >
              <span className="jimu-search-option-title">{hit.label}</span>
              <span className="jimu-search-option-path">{hit.path}</span>
            </div>
          ))}
        </div>
        {settled && !loading && hits.length === 0 ? (
          <p className="jimu-search-empty" role="status">
            {t('jimu.tools.searchEmpty')}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
