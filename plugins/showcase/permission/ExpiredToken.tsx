import Button from '@douyinfe/semi-ui/lib/es/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePluginServices } from '../../../runtime/plugin';
import { maskToken, storedToken } from './storedToken';

/** The mock answers 402 once a token is older than 5 s (EXPIRE_TOKEN_AFTER_MS); wait a little longer. */
const EXPIRES_AFTER_MS = 5_500;

type Run =
  | { status: 'idle' }
  | { status: 'waiting' }
  | { status: 'done' | 'failed'; before: string; after: string };

/**
 * "Simulate an expired token": after the mock's 5 s lifetime, `GET /expireToken`
 * answers 402; the runtime refreshes once (`/refreshToken`) and retries, so the call succeeds
 * and the card shows the old and the new token's prefixes.
 */
export function ExpiredToken() {
  const { t } = useTranslation();
  const { http } = usePluginServices();
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = () => {
    setRun({ status: 'waiting' });
    timer.current = setTimeout(async () => {
      const before = storedToken();
      try {
        await http.get('/expireToken');
        setRun({ status: 'done', before, after: storedToken() });
      } catch {
        setRun({ status: 'failed', before, after: storedToken() });
      }
    }, EXPIRES_AFTER_MS);
  };
  return (
    <section className="jimu-showcase-card" data-testid="showcase-permission-expired">
      <h3>{t('showcase.permission.expired')}</h3>
      <p>{t('showcase.permission.expiredHint')}</p>
      <Button onClick={start} loading={run.status === 'waiting'} data-testid="showcase-permission-expire">
        {t('showcase.permission.expiredRun')}
      </Button>
      <div role="status" data-testid="showcase-permission-expired-result">
        {run.status === 'waiting' && t('showcase.permission.expiredWaiting')}
        {(run.status === 'done' || run.status === 'failed') && (
          <dl className="jimu-showcase-permission-facts">
            {run.status === 'done' && <dd>{t('showcase.permission.expiredDone')}</dd>}
            <dt>{t('showcase.permission.oldToken')}</dt>
            <dd data-testid="showcase-permission-old-token">{maskToken(run.before)}</dd>
            <dt>{t('showcase.permission.newToken')}</dt>
            <dd data-testid="showcase-permission-new-token">{maskToken(run.after)}</dd>
          </dl>
        )}
      </div>
    </section>
  );
}
