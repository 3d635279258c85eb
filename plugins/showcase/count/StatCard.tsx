import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useEffect, useRef } from 'react';
import { Card } from '../../../runtime/ui/card';
import { useShowcaseList } from '../shared/useShowcaseList';
import { useCountUp } from './useCountUp';

/** A statistic that counts up to the `total` of one list answer. */
export function StatCard({
  title,
  resource,
  filter,
  testId,
}: {
  title: string;
  resource: string;
  filter?: Record<string, unknown>;
  testId: string;
}) {
  const list = useShowcaseList(resource, { pageNo: 1, pageSize: 1, filter });
  const value = useRef<HTMLSpanElement>(null);
  const { start } = useCountUp(value, list.total, { duration: 1.5 });
  useEffect(() => {
    if (list.status === 'ready') start();
  }, [list.status, start]);
  return (
    <Card>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <div style={{ fontSize: 28, fontWeight: 600, marginTop: 8 }}>
        <span ref={value} data-testid={testId}>
          0
        </span>
      </div>
    </Card>
  );
}
