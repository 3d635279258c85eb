import Empty from '@douyinfe/semi-ui/lib/es/empty';
import Timeline from '@douyinfe/semi-ui/lib/es/timeline';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { Avatar } from '../../../runtime/ui/semi';
import { activityLink } from './links';
import { useOverviewMessages } from './messages';
import { RouteLink } from './RouteLink';
import type { Activity } from './useStats';

/** The activity feed: who did what, when, each linking to its target. */
export function ActivityFeed({ items }: { items: Activity[] }) {
  const { t, i18n, label } = useOverviewMessages();
  if (items.length === 0) return <Empty description={t('workbench.overview.noActivity')} />;
  const when = new Intl.DateTimeFormat(i18n.language.startsWith('en') ? 'en' : 'zh-CN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <Timeline className="wb-ov-feed" data-testid="wb-activity">
      {items.map((item) => {
        const link = activityLink(item);
        const what = label('kind', item.kind);
        return (
          <Timeline.Item key={item.id} time={when.format(new Date(item.at))}>
            <span className="wb-ov-feed-line">
              <Avatar size="extra-extra-small" alt={item.user}>
                {item.user.slice(0, 1).toUpperCase()}
              </Avatar>{' '}
              <Typography.Text strong>{item.user}</Typography.Text> {what === item.kind ? '' : what}{' '}
              {link ? (
                <RouteLink to={link}>{item.summary}</RouteLink>
              ) : (
                <Typography.Text>{item.summary}</Typography.Text>
              )}
            </span>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
