import Tag from '@douyinfe/semi-ui/lib/es/tag';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { Card } from '../../../runtime/ui/card';
import { SEVERITY_COLOR } from './MyWork';
import { useOverviewMessages } from './messages';
import type { Stats } from './useStats';

/** The dashboard's counter cards: open, overdue, due this week, open defects by severity. */
export function Counters({ stats }: { stats: Stats }) {
  const { t, label } = useOverviewMessages();
  const cards = [
    { key: 'open', title: t('workbench.overview.counterOpen'), value: stats.myTasks.open },
    { key: 'overdue', title: t('workbench.overview.counterOverdue'), value: stats.myTasks.overdue },
    { key: 'week', title: t('workbench.overview.counterWeek'), value: stats.myTasks.dueThisWeek },
    { key: 'defects', title: t('workbench.overview.counterDefects'), value: stats.myDefects.open },
  ];
  return (
    <div className="wb-ov-counters">
      {cards.map((card) => (
        <Card key={card.key} bodyStyle={{ padding: 16 }} data-testid={`wb-counter-${card.key}`}>
          <Typography.Text type="tertiary">{card.title}</Typography.Text>
          <div
            className="wb-ov-counter-value"
            data-value={card.value}
            style={
              card.key === 'overdue' && card.value > 0 ? { color: 'var(--semi-color-danger)' } : undefined
            }
          >
            {card.value}
          </div>
          {card.key === 'defects' && (
            <div className="wb-ov-severity" data-testid="wb-severity">
              {Object.entries(stats.myDefects.bySeverity)
                .filter(([, count]) => count > 0)
                .map(([severity, count]) => (
                  <Tag
                    key={severity}
                    size="small"
                    color={SEVERITY_COLOR[severity] ?? 'grey'}
                    data-severity={severity}
                  >
                    {label('severity', severity)} {count}
                  </Tag>
                ))}
            </div>
          )}
        </Card>
      ))}
    </div>
  );
}
