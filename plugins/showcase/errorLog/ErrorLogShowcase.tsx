import Banner from '@douyinfe/semi-ui/lib/es/banner';
import Button from '@douyinfe/semi-ui/lib/es/button';
import Space from '@douyinfe/semi-ui/lib/es/space';
import Typography from '@douyinfe/semi-ui/lib/es/typography';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePluginServices } from '../../../runtime/plugin';
import { Card } from '../../../runtime/ui/card';
import { ShowcasePage } from '../shared/ShowcasePage';
import { LocalBoundary } from './LocalBoundary';

function Thrower(): JSX.Element {
  throw new Error('jimu-demo: render');
}

/**
 * /other/errorLog: four ways an error reaches the shell's error log — a render error
 * caught by a local boundary (which logs it itself), an uncaught async error (window `error`), an
 * unhandled rejection (`unhandledrejection`) and a failing call (the http client's onError).
 */
export default function ErrorLogShowcase() {
  const { t, i18n } = useTranslation();
  const { errorLog, http } = usePluginServices();
  const { pathname } = useLocation();
  const logs = useSelector(errorLog, (s) => s.context.logs);
  const enabled = useSelector(errorLog, (s) => s.context.enabled);
  const [broken, setBroken] = useState(false);
  const time = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'zh-CN', { timeStyle: 'medium' });
  return (
    <ShowcasePage
      name="errorLog"
      libraries={['runtime errorLog']}
      reference="vab pro errorLog, vben sys/error-log"
      source={() => import('./ErrorLogShowcase.tsx?source')}
    >
      <Card title={t('showcase.errorLog.raise')}>
        <Space wrap>
          <Button data-testid="showcase-errorLog-render" onClick={() => setBroken(true)}>
            {t('showcase.errorLog.render')}
          </Button>
          <Button
            data-testid="showcase-errorLog-async"
            onClick={() =>
              setTimeout(() => {
                throw new Error('jimu-demo: uncaught');
              })
            }
          >
            {t('showcase.errorLog.async')}
          </Button>
          <Button
            data-testid="showcase-errorLog-promise"
            onClick={() => {
              void Promise.reject(new Error('jimu-demo: unhandled rejection'));
            }}
          >
            {t('showcase.errorLog.promise')}
          </Button>
          <Button
            data-testid="showcase-errorLog-api"
            onClick={() => {
              // The http client logs and shows the 404; catching here keeps unhandledrejection from logging it twice.
              http.get('/demo/not-found').catch(() => undefined);
            }}
          >
            {t('showcase.errorLog.api')}
          </Button>
        </Space>
        <div style={{ marginTop: 16 }} data-testid="showcase-errorLog-child">
          <LocalBoundary
            onError={(error) =>
              errorLog.send({
                type: 'errorLog.add',
                url: pathname,
                message: error.message,
                stack: error.stack,
              })
            }
            fallback={(error, retry) => (
              <Space vertical align="start">
                <Banner
                  type="danger"
                  closeIcon={null}
                  description={t('showcase.errorLog.broken', { message: error.message })}
                />
                <Button
                  onClick={() => {
                    setBroken(false);
                    retry();
                  }}
                >
                  {t('showcase.errorLog.retry')}
                </Button>
              </Space>
            )}
          >
            {broken ? <Thrower /> : <Typography.Text>{t('showcase.errorLog.healthy')}</Typography.Text>}
          </LocalBoundary>
        </div>
      </Card>
      <Card
        title={t('showcase.errorLog.entries', { count: logs.length })}
        headerExtraContent={
          <Space>
            <Button
              data-testid="showcase-errorLog-open"
              onClick={() => document.querySelector<HTMLElement>('[data-testid="tool-error-log"]')?.click()}
            >
              {t('showcase.errorLog.open')}
            </Button>
            <Button onClick={() => errorLog.send({ type: 'errorLog.clear' })}>
              {t('showcase.errorLog.clear')}
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">
          {t('showcase.errorLog.enabled', {
            state: t(enabled ? 'showcase.errorLog.on' : 'showcase.errorLog.off'),
          })}
        </Typography.Paragraph>
        {logs.length === 0 ? (
          <Typography.Text type="tertiary">{t('showcase.errorLog.empty')}</Typography.Text>
        ) : (
          <table
            className="jimu-showcase-errorlog-table"
            data-testid="showcase-errorLog-list"
            style={{ width: '100%' }}
          >
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'left' }}>
                  {t('showcase.errorLog.url')}
                </th>
                <th scope="col" style={{ textAlign: 'left' }}>
                  {t('showcase.errorLog.message')}
                </th>
                <th scope="col" style={{ textAlign: 'left' }}>
                  {t('showcase.errorLog.time')}
                </th>
              </tr>
            </thead>
            <tbody>
              {logs.map((log) => (
                <tr key={`${log.time}-${log.message}`}>
                  <td>
                    <code>{log.url}</code>
                  </td>
                  <td>{log.message}</td>
                  <td>{time.format(log.time)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </ShowcasePage>
  );
}
