import Avatar from '@douyinfe/semi-ui/lib/es/avatar';
import Button from '@douyinfe/semi-ui/lib/es/button';
import List from '@douyinfe/semi-ui/lib/es/list';
import Tabs from '@douyinfe/semi-ui/lib/es/tabs';
import TabPane from '@douyinfe/semi-ui/lib/es/tabs/TabPane';
import { headerMessages } from './headerMessages';
// From the eager popover module: importing it the other way round would make this panel eager.
import { NOTICE_WIDTH } from './NoticePopover';
import type { NoticeItem } from './useNotices';
import { useShellMessages } from './useShellMessages';

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

export interface NoticePanelProps {
  items: NoticeItem[];
  onClear(): void;
}

/**
 * The notice popover's content (LY-10): notice and e-mail tabs and a clear button. Its own module
 * so Tabs, List (with Semi's grid CSS) and Avatar load with the first opening.
 *
 * @example <NoticePanel items={items} onClear={clear} />
 */
export function NoticePanel({ items, onClear }: NoticePanelProps) {
  const t = useShellMessages(headerMessages);
  const of = (type: NoticeItem['type']) => items.filter((item) => item.type === type);
  return (
    <div className="jimu-notice" style={{ width: NOTICE_WIDTH }} data-testid="notice-popover">
      <Tabs size="small" type="line">
        <TabPane tab={`${t('jimu.tools.noticeTab')} (${of('notice').length})`} itemKey="notice">
          <NoticeList items={of('notice')} empty={t('jimu.tools.noticeEmpty')} />
        </TabPane>
        <TabPane tab={`${t('jimu.tools.emailTab')} (${of('email').length})`} itemKey="email">
          <NoticeList items={of('email')} empty={t('jimu.tools.noticeEmpty')} />
        </TabPane>
      </Tabs>
      <Button block theme="borderless" onClick={onClear} disabled={items.length === 0}>
        {t('jimu.tools.clearNotice')}
      </Button>
    </div>
  );
}
