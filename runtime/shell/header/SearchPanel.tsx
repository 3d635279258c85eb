import IconSearch from '@douyinfe/semi-icons/lib/es/icons/IconSearch';
import AutoComplete from '@douyinfe/semi-ui/lib/es/autoComplete';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import { useState } from 'react';
import { useShell } from '../ShellContext';
import { headerMessages } from './headerMessages';
import { useSearchSuggestions } from './useSearchSuggestions';
import { useShellMessages } from './useShellMessages';

/** Hash URLs from the server ('#/index') and plain paths both navigate inside the console. */
const pathOfUrl = (url: string) => url.replace(/^#/, '') || '/';

export interface SearchPanelProps {
  visible: boolean;
  onClose(): void;
}

/**
 * The header search dialog (LY-11): an input that suggests pages, debounced 500 ms; a pick
 * navigates. Its own module so Modal and AutoComplete load with the first opening.
 *
 * @example <SearchPanel visible={open} onClose={() => setOpen(false)} />
 */
export function SearchPanel({ visible, onClose }: SearchPanelProps) {
  const t = useShellMessages(headerMessages);
  const { http, navigate } = useShell();
  const [query, setQuery] = useState('');
  const { suggestions, loading } = useSearchSuggestions(http, query);
  const close = () => {
    onClose();
    setQuery('');
  };
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
    >
      <AutoComplete<{ value: string; label: string }>
        autoFocus
        style={{ width: '100%', marginBottom: 16 }}
        placeholder={t('jimu.tools.searchPlaceholder')}
        prefix={<IconSearch />}
        aria-label={t('jimu.tools.searchPlaceholder')}
        onSearch={setQuery}
        loading={loading}
        emptyContent={query.trim() && !loading ? t('jimu.tools.searchEmpty') : null}
        data={suggestions.map((s) => ({ value: s.url, label: s.value }))}
        onSelect={(item) => {
          const url = typeof item === 'string' ? item : item.value;
          close();
          navigate(pathOfUrl(url));
        }}
      />
    </Modal>
  );
}
