import IconBell from '@douyinfe/semi-icons/lib/es/icons/IconBell';
import List from '@douyinfe/semi-ui/lib/es/list';
import Popover from '@douyinfe/semi-ui/lib/es/popover';
import { useEffect, useState } from 'react';
import { Avatar, Badge, Button, TabPane, Tabs, Toast } from '../../ui/semi';
import { useShell } from '../ShellContext';
import { headerMessages } from './headerMessages';
import { ToolButton } from './ToolButton';
import { useShellMessages } from './useShellMessages';

/** One message of GET /notice/getList: a notice or an e-mail, its text under the field of its kind. */
interface NoticeItem {
  id: number | string;
  type: 'notice' | 'email';
  image?: string;
  notice?: string;
  email?: string;
  datetime?: string;
}

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
  const { http } = useShell();
  const [items, setItems] = useState<NoticeItem[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    http.get<{ list?: NoticeItem[] }>('/notice/getList', {}, { signal: controller.signal }).then(
      (answer) => setItems(Array.isArray(answer.data?.list) ? answer.data.list : []),
      () => {},
    );
    return () => controller.abort();
  }, [http]);
  const clear = () => {
    setItems([]);
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
    <Popover content={content} trigger="click" position="bottomRight" showArrow>
      <span>
        <Badge count={items.length || undefined} overflowCount={99} type="danger">
          <ToolButton label={t('jimu.tools.notice')} icon={<IconBell />} testId="tool-notice" />
        </Badge>
      </span>
    </Popover>
  );
}
