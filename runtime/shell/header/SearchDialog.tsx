import IconSearch from '@douyinfe/semi-icons/lib/es/icons/IconSearch';
import AutoComplete from '@douyinfe/semi-ui/lib/es/autoComplete';
import Modal from '@douyinfe/semi-ui/lib/es/modal';
import { useState } from 'react';
import { useShell } from '../ShellContext';
import { headerMessages } from './headerMessages';
import { ToolButton } from './ToolButton';
import { useSearchSuggestions } from './useSearchSuggestions';
import { useShellMessages } from './useShellMessages';

/** Hash URLs from the server ('#/index') and plain paths both navigate inside the console. */
const pathOfUrl = (url: string) => url.replace(/^#/, '') || '/';

/** The header search (LY-11): a dialog whose input suggests pages, debounced 500 ms; a pick navigates. */
export function SearchDialog() {
  const t = useShellMessages(headerMessages);
  const { http, navigate } = useShell();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { suggestions, loading } = useSearchSuggestions(http, query);
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  return (
    <>
      <ToolButton
        label={t('jimu.tools.search')}
        icon={<IconSearch />}
        testId="tool-search"
        onClick={() => setOpen(true)}
      />
      <Modal
        title={t('jimu.tools.search')}
        visible={open}
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
    </>
  );
}
