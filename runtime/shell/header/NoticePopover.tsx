import IconBell from '@douyinfe/semi-icons/lib/es/icons/IconBell';
import Badge from '@douyinfe/semi-ui/lib/es/badge';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Popover from '@douyinfe/semi-ui/lib/es/popover';
import Toast from '@douyinfe/semi-ui/lib/es/toast';
import { lazy, Suspense } from 'react';
import { headerMessages } from './headerMessages';
import { useNotices } from './useNotices';
import { useShellMessages } from './useShellMessages';

/** The spec's popover width (LY-10). */
export const NOTICE_WIDTH = 300;

// Tabs, List and Avatar load when the popover first opens (Semi renders content only when shown).
const NoticePanel = lazy(() => import('./NoticePanel').then((m) => ({ default: m.NoticePanel })));

/** The header's messages (LY-10): 300 px popover, notice and e-mail tabs, a clear button (ER-06 toast). */
export function NoticePopover() {
  const t = useShellMessages(headerMessages);
  const { items, clear: clearItems } = useNotices();
  const clear = () => {
    clearItems();
    Toast.info({ content: t('jimu.tools.noticeCleared'), duration: 3 });
  };
  const content = (
    <Suspense fallback={<div style={{ width: NOTICE_WIDTH, minHeight: 120 }} />}>
      <NoticePanel items={items} onClear={clear} />
    </Suspense>
  );
  return (
    // The popover's trigger must be the button itself: Semi puts aria-expanded on its child, which a
    // wrapping span may not carry (axe: aria-allowed-attr).
    <Popover content={content} trigger="click" position="bottomRight" showArrow>
      <Button
        theme="borderless"
        type="tertiary"
        // the visible count is part of the name (axe: label-content-name-mismatch)
        aria-label={items.length ? `${t('jimu.tools.notice')} ${items.length}` : t('jimu.tools.notice')}
        data-testid="tool-notice"
        icon={
          <Badge count={items.length || undefined} overflowCount={99} type="danger">
            <IconBell />
          </Badge>
        }
      />
    </Popover>
  );
}
