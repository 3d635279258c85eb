import IconChevronLeft from '@douyinfe/semi-icons/lib/es/icons/IconChevronLeft';
import Button from '@douyinfe/semi-ui/lib/es/button';
import List from '@douyinfe/semi-ui/lib/es/list';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/semi';
// From the eager popover module: importing it the other way round would make this panel eager.
import { NOTICE_WIDTH } from './NoticePopover';
import './notice.css';
import type { NoticeItem } from './useNotices';

interface NoticeListProps {
  items: NoticeItem[];
  empty: string;
  unreadLabel: string;
  onOpen(item: NoticeItem): void;
}

function NoticeList({ items, empty, unreadLabel, onOpen }: NoticeListProps) {
  return (
    <List
      size="small"
      emptyContent={empty}
      dataSource={items}
      renderItem={(item) => (
        <List.Item
          className="jimu-notice-item"
          header={<Avatar size="small" src={item.image} alt="" />}
          main={
            <button
              type="button"
              className={`jimu-notice-open${item.read ? '' : ' is-unread'}`}
              onClick={() => onOpen(item)}
            >
              <span className="jimu-notice-text">
                {item.read ? null : <span className="jimu-visually-hidden">{unreadLabel}: </span>}
                {item[item.type]}
              </span>
              <small className="jimu-notice-time">{item.datetime}</small>
            </button>
          }
        />
      )}
    />
  );
}

export interface NoticePanelProps {
  items: NoticeItem[];
  /** Absent when the back end has no clear call: no clear button. */
  onClear?: () => void;
  /** A message was opened: the popover marks it read. */
  onOpen(item: NoticeItem): void;
}

/**
 * The notice popover's content: notice and e-mail tabs, each message a button that opens
 * its full text (with a way back), and a clear button. Its own module so Tabs, List (with Semi's
 * grid CSS) and Avatar load with the first opening.
 *
 * @example <NoticePanel items={items} onClear={clear} onOpen={markRead} />
 */
export function NoticePanel({ items, onClear, onOpen }: NoticePanelProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<NoticeItem>();
  const of = (type: NoticeItem['type']) => items.filter((item) => item.type === type);
  const open = (item: NoticeItem) => {
    setOpened(item);
    onOpen(item);
  };
  if (opened) {
    return (
      <div className="jimu-notice" style={{ width: NOTICE_WIDTH }} data-testid="notice-popover">
        <Button theme="borderless" icon={<IconChevronLeft />} onClick={() => setOpened(undefined)}>
          {t('jimu.tools.noticeBack')}
        </Button>
        <article className="jimu-notice-detail" data-testid="notice-detail">
          <p>{opened[opened.type]}</p>
          <small className="jimu-notice-time">{opened.datetime}</small>
        </article>
      </div>
    );
  }
  const list = (type: NoticeItem['type']) => (
    <NoticeList
      items={of(type)}
      empty={t('jimu.tools.noticeEmpty')}
      unreadLabel={t('jimu.tools.noticeUnread')}
      onOpen={open}
    />
  );
  return (
    <div className="jimu-notice" style={{ width: NOTICE_WIDTH }} data-testid="notice-popover">
      <Tabs size="small" type="line">
        <TabPane tab={`${t('jimu.tools.noticeTab')} (${of('notice').length})`} itemKey="notice">
          {list('notice')}
        </TabPane>
        <TabPane tab={`${t('jimu.tools.emailTab')} (${of('email').length})`} itemKey="email">
          {list('email')}
        </TabPane>
      </Tabs>
      {onClear ? (
        <Button block theme="borderless" onClick={onClear} disabled={items.length === 0}>
          {t('jimu.tools.clearNotice')}
        </Button>
      ) : null}
    </div>
  );
}
