import Input from '@douyinfe/semi-ui/lib/es/input';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DATETIME_FORMAT, formatDatetime, toDate } from '../../../runtime/cells';
import { relativeTime } from '../../../runtime/lib';
import { Card } from '../../../runtime/ui/card';

/**
 * Datetime format and relative-time tester: a value as a datetime cell reads it, shown with
 * a pattern by the runtime's own `formatDatetime` and as the notice lists say it (`relativeTime`).
 */
export function DatetimeCard() {
  const { t } = useTranslation();
  const [value, setValue] = useState(() => new Date(Date.now() - 5 * 60_000).toISOString());
  const [format, setFormat] = useState(DEFAULT_DATETIME_FORMAT);
  const trimmed = value.trim();
  const date = trimmed === '' ? undefined : toDate(/^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed);
  return (
    <Card title={t('workbench.tools.datetime')} className="wb-tool" data-testid="wb-tool-datetime">
      <div className="wb-tool-body">
        <Input
          aria-label={t('workbench.tools.datetimeValue')}
          value={value}
          onChange={setValue}
          validateStatus={date ? 'default' : 'error'}
        />
        <Input
          aria-label={t('workbench.tools.datetimeFormat')}
          prefix={t('workbench.tools.datetimeFormat')}
          value={format}
          onChange={setFormat}
        />
        {date ? (
          <div data-testid="wb-tool-datetime-result">
            <Typography.Text code>{formatDatetime(date, format)}</Typography.Text>
            <br />
            <Typography.Text type="tertiary">{relativeTime(date, new Date(), t)}</Typography.Text>
          </div>
        ) : (
          <Typography.Text type="danger" role="alert" data-testid="wb-tool-error-datetime">
            {t('workbench.tools.at', { line: 1, col: 1, message: t('workbench.tools.badDate') })}
          </Typography.Text>
        )}
      </div>
    </Card>
  );
}
