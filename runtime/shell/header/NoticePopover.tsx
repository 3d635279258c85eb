import IconBell from '@douyinfe/semi-icons/lib/es/icons/IconBell';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../lib/lazyComponent';
import { Badge } from '../../ui/controls/Badge';
import { IconButton } from '../../ui/controls/IconButton';
import { PopupDialog } from '../../ui/controls/PopupDialog';
import { usePopup } from '../../ui/controls/usePopup';
import { toast } from '../toast';
import { useNotices } from './useNotices';

/** The spec's popover width. */
export const NOTICE_WIDTH = 300;

// Tabs, List and Avatar load when the popover first opens.
const NoticePanel = lazyComponent(
  () => import('./NoticePanel').then((m) => m.NoticePanel),
  () => <div style={{ width: NOTICE_WIDTH, minHeight: 120 }} />,
);

/**
 * The header's messages: a bell with the unread count opens a 300 px popover with notice
 * and e-mail tabs, where a message opens to its full text, and a clear button the server keeps,
 * confirmed by a toast (none when the back end has no clear call). The popover is a non-modal
 * dialog: focus moves into it, Escape closes it and returns to the bell, a press outside closes it.
 */
export function NoticePopover() {
  const { t } = useTranslation();
  const { items, clear: clearItems, markRead } = useNotices();
  const unread = items.filter((item) => !item.read).length;
  const popup = usePopup<HTMLButtonElement, HTMLDivElement>('bottomRight');
  const { open } = popup;
  const clear = clearItems
    ? async () => {
        if (await clearItems()) toast('info', t('jimu.tools.noticeCleared'));
      }
    : undefined;
  const name = t('jimu.tools.notice');
  return (
    <>
      <IconButton
        ref={popup.trigger}
        // the visible count is part of the name (axe: label-content-name-mismatch)
        label={unread ? `${name} ${unread}` : name}
        tooltip={name}
        testId="tool-notice"
        aria-haspopup="dialog"
        aria-expanded={open}
        icon={
          <Badge count={unread}>
            <IconBell />
          </Badge>
        }
        onClick={() => (open ? popup.hide() : popup.show('panel'))}
      />
      <PopupDialog popup={popup} label={name}>
        <NoticePanel items={items} onClear={clear} onOpen={markRead} />
      </PopupDialog>
    </>
  );
}
