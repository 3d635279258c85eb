import Button from '@douyinfe/semi-ui/lib/es/button';
import Radio from '@douyinfe/semi-ui/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui/lib/es/radio/radioGroup';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Spin from '@douyinfe/semi-ui/lib/es/spin';
import Timeline from '@douyinfe/semi-ui/lib/es/timeline';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { relativeTime } from '../../../runtime/lib';
import { Card } from '../../../runtime/ui/card';
import { ShowcasePage } from '../shared/ShowcasePage';
import { useShowcaseList } from '../shared/useShowcaseList';
import { RELEASE_COUNT, ReleaseTimeline } from './ReleaseTimeline';
import './timeline.css';
import { useTranslation } from 'react-i18next';

interface LogRow {
  id: number;
  type: string;
  account: string;
  executeResult: string;
  ip: string;
  datetime: string;
}

const PAGE = 10;
const toDate = (text: string) => new Date(text.replace(' ', 'T'));

function OrderSwitch({
  t,
  ascending,
  onChange,
  testId,
}: {
  t: TFunction;
  ascending: boolean;
  onChange(asc: boolean): void;
  testId: string;
}) {
  return (
    <RadioGroup
      type="button"
      aria-label={t('showcase.timeline.order')}
      value={ascending ? 'asc' : 'desc'}
      onChange={(event) => onChange(event.target.value === 'asc')}
      data-testid={testId}
    >
      <Radio value="desc">{t('showcase.timeline.desc')}</Radio>
      <Radio value="asc">{t('showcase.timeline.asc')}</Radio>
    </RadioGroup>
  );
}

/**
 * /other/timeline: the system log as a timeline (newest first from the server, relative times,
 * failed operations as errors, a pulsing dot on the newest) and a static release history.
 */
/**
 * The log's stored values are the back end's Chinese words; each known one reads in the console's
 * language through the same option keys the 系统日志 page uses, anything else as stored.
 */
const LOG_TYPES: Record<string, string> = {
  登录: 'option.logLogin',
  退出: 'option.logLogout',
  新增: 'option.logCreate',
  修改: 'option.logUpdate',
  删除: 'option.logDelete',
  导出: 'option.logExport',
};
const LOG_RESULTS: Record<string, string> = { 成功: 'option.success', 失败: 'option.failure' };
const wordOf = (keys: Record<string, string>, value: string, t: (key: string) => string) =>
  Object.hasOwn(keys, value) ? t(keys[value]) : value;

export default function TimelineShowcase() {
  const { t } = useTranslation();
  const logs = useShowcaseList<LogRow>('systemLog', {
    pageNo: 1,
    pageSize: PAGE,
    sort: { field: 'datetime', order: 'desc' },
  });
  const [logsAscending, setLogsAscending] = useState(false);
  const [releasesAscending, setReleasesAscending] = useState(false);
  const [releasesShown, setReleasesShown] = useState(4);
  const now = new Date();
  const newestId = logs.list[0]?.id;
  const shown = logsAscending ? [...logs.list].reverse() : logs.list;
  const more = logs.list.length < logs.total;
  return (
    <ShowcasePage
      name="timeline"
      libraries={['Semi Timeline']}
      reference="vab pro timeline/index.vue"
      source={() => import('./TimelineShowcase.tsx?source')}
    >
      <div className="jimu-showcase-timeline-grid">
        <Card
          title={t('showcase.timeline.operations')}
          headerExtraContent={
            <OrderSwitch
              t={t}
              ascending={logsAscending}
              onChange={setLogsAscending}
              testId="showcase-timeline-logOrder"
            />
          }
        >
          {logs.status === 'error' ? (
            <Space>
              <Typography.Text type="danger">{t('showcase.timeline.loadFailed')}</Typography.Text>
              <Button onClick={logs.reload}>{t('showcase.timeline.retry')}</Button>
            </Space>
          ) : (
            <Spin spinning={logs.status === 'loading'}>
              <Timeline data-testid="showcase-timeline-logs">
                {shown.map((log) => (
                  <Timeline.Item
                    key={log.id}
                    type={
                      log.executeResult === '失败' ? 'error' : log.id === newestId ? 'ongoing' : 'default'
                    }
                    dot={
                      log.id === newestId ? (
                        <span
                          className="jimu-showcase-timeline-pulse"
                          role="img"
                          aria-label={t('showcase.timeline.newest')}
                        />
                      ) : undefined
                    }
                    time={
                      <time dateTime={log.datetime} title={log.datetime} data-testid="showcase-timeline-time">
                        {relativeTime(toDate(log.datetime), now, t)}
                      </time>
                    }
                    extra={t('showcase.timeline.ip', { ip: log.ip })}
                  >
                    {t('showcase.timeline.entry', {
                      account: log.account,
                      type: wordOf(LOG_TYPES, log.type, t),
                      result: wordOf(LOG_RESULTS, log.executeResult, t),
                    })}
                  </Timeline.Item>
                ))}
              </Timeline>
            </Spin>
          )}
          <Button
            block
            disabled={!more || logs.status === 'loading'}
            data-testid="showcase-timeline-more"
            onClick={() => logs.setPage(1, logs.list.length + PAGE)}
          >
            {more ? t('showcase.timeline.more') : t('showcase.timeline.noMore')}
          </Button>
        </Card>
        <Card
          title={t('showcase.timeline.releases')}
          headerExtraContent={
            <OrderSwitch
              t={t}
              ascending={releasesAscending}
              onChange={setReleasesAscending}
              testId="showcase-timeline-releaseOrder"
            />
          }
        >
          <ReleaseTimeline t={t} ascending={releasesAscending} shown={releasesShown} />
          <Button
            block
            disabled={releasesShown >= RELEASE_COUNT}
            onClick={() => setReleasesShown((n) => Math.min(RELEASE_COUNT, n + 2))}
          >
            {releasesShown < RELEASE_COUNT ? t('showcase.timeline.more') : t('showcase.timeline.noMore')}
          </Button>
        </Card>
      </div>
    </ShowcasePage>
  );
}
