import Button from '@douyinfe/semi-ui/lib/es/button';
import Empty from '@douyinfe/semi-ui/lib/es/empty';
import Skeleton from '@douyinfe/semi-ui/lib/es/skeleton';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useTranslation } from 'react-i18next';

export interface LoadFailedProps {
  error?: Error;
  onRetry(): void;
}

/**
 * What a page shows when a request failed: the reason and a retry button, never a blank area.
 * The http layer has already toasted the message; this keeps it on screen with a way out.
 *
 * @example {status === 'error' && <LoadFailed error={error} onRetry={reload} />}
 */
export function LoadFailed({ error, onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Empty
      className="jimu-crud-failed"
      title={t('jimu.crud.loadFailed')}
      description={
        error?.message ? <Typography.Text type="tertiary">{error.message}</Typography.Text> : undefined
      }
    >
      <Button theme="solid" onClick={onRetry} data-testid="crud-retry">
        {t('jimu.crud.retry')}
      </Button>
    </Empty>
  );
}

/** The empty state of a list or card grid. */
export function NoData() {
  const { t } = useTranslation();
  return <Empty className="jimu-crud-empty" description={t('jimu.crud.empty')} />;
}

/** A placeholder while a page's first answer is on its way: grey lines where the content will be. */
export function LoadingBlock({ rows = 4 }: { rows?: number }) {
  return (
    <Skeleton
      active
      loading
      placeholder={<Skeleton.Paragraph rows={rows} style={{ padding: 16 }} />}
      data-testid="crud-loading"
    />
  );
}
