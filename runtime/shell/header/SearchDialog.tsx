import IconSearch from '@douyinfe/semi-icons/lib/es/icons/IconSearch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../lib/lazyComponent';
import { ToolButton } from './ToolButton';

// Modal and AutoComplete load with the first opening, not with the header.
const SearchPanel = lazyComponent(() => import('./SearchPanel').then((m) => m.SearchPanel));

/** The header search: a tool button that opens the search dialog (SearchPanel). */
export function SearchDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ToolButton
        label={t('jimu.tools.search')}
        icon={<IconSearch />}
        testId="tool-search"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened ? <SearchPanel visible={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
