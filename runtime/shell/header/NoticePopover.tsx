import IconBell from '@douyinfe/semi-icons/lib/es/icons/IconBell';
import Avatar from '@douyinfe/semi-ui/lib/es/avatar';
import Badge from '@douyinfe/semi-ui/lib/es/badge';
import Button from '@douyinfe/semi-ui/lib/es/button';
import List from '@douyinfe/semi-ui/lib/es/list';
import Popover from '@douyinfe/semi-ui/lib/es/popover';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
import Toast from '@douyinfe/semi-ui/lib/es/toast';
import { headerMessages } from './headerMessages';
import { type NoticeItem, useNotices } from './useNotices';
import { useShellMessages } from './useShellMessages';

/** The spec's popover width (LY-10). */
export const NOTICE_WIDTH = 300;

function NoticeList({ items, empty }: { items: NoticeItem[]; empty: string }) {
  return (
    <List
      size="small"
      emptyContent={empty}
      dataSource={items}
      renderItem={(item) => (
        <List.Item
          header={<Avatar size="small" src={item.image} alt="" />}
          main={
            <div>
              <div>{item[item.type]}</div>
              <small className="jimu-notice-time">{item.datetime}</small>
            </div>
          }
        />
      )}
    />
  );
}

/** The header's messages (LY-10): 300 px popover, notice and e-mail tabs, a clear button (ER-06 toast). */
export function NoticePopover() {
  const t = useShellMessages(headerMessages);
  const { items, clear: clearItems } = useNotices();
  const clear = () => {
    clearItems();
    Toast.info({ content: t('jimu.tools.noticeCleared'), duration: 3 });
  };
  const of = (type: NoticeItem['type']) => items.filter((item) => item.type === type);
  const content = (
    <div className="jimu-notice" style={{ width: NOTICE_WIDTH }} data-testid="notice-popover">
      <Tabs size="small" type="line">
        <TabPane tab={`${t('jimu.tools.noticeTab')} (${of('notice').length})`} itemKey="notice">
          <NoticeList items={of('notice')} empty={t('jimu.tools.noticeEmpty')} />
        </TabPane>
        <TabPane tab={`${t('jimu.tools.emailTab')} (${of('email').length})`} itemKey="email">
          <NoticeList items={of('email')} empty={t('jimu.tools.noticeEmpty')} />
        </TabPane>
      </Tabs>
      <Button block theme="borderless" onClick={clear} disabled={items.length === 0}>
        {t('jimu.tools.clearNotice')}
      </Button>
    </div>
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
