import IconClear from '@douyinfe/semi-icons/lib/es/icons/IconClear';
import { useTranslation } from 'react-i18next';
import { ToolButton } from './ToolButton';

/**
 * Empties local storage and reloads the page, for a console left in a bad state by stale
 * saved settings or tokens. Signing in again follows, since the token lived there too.
 *
 * @example clearCacheAndReload(window);
 */
export function clearCacheAndReload(win: Pick<Window, 'localStorage' | 'location'>): void {
  win.localStorage.clear();
  win.location.reload();
}

/**
 * The header's cache-clear control. It signs the person out, so it asks first; Semi's
 * Modal loads with that first question, not with the header.
 */
export function ClearCacheButton() {
  const { t } = useTranslation();
  const ask = () =>
    void import('@douyinfe/semi-ui/lib/es/modal').then(({ default: Modal }) =>
      Modal.warning({
        title: t('jimu.tools.clearCacheTitle'),
        content: t('jimu.tools.clearCacheBody'),
        okText: t('jimu.tools.clearCacheOk'),
        cancelText: t('jimu.tools.cancel'),
        hasCancel: true,
        // Semi names these buttons 'confirm' and 'cancel' in English whatever they show.
        okButtonProps: { type: 'danger', 'aria-label': t('jimu.tools.clearCacheOk') },
        cancelButtonProps: { 'aria-label': t('jimu.tools.cancel') },
        onOk: () => clearCacheAndReload(window),
      }),
    );
  return (
    <ToolButton
      label={t('jimu.tools.clearCache')}
      icon={<IconClear />}
      testId="tool-clear-cache"
      onClick={ask}
    />
  );
}
