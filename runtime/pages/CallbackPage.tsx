import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthLayout } from './AuthLayout';
import { LoadingSpinner } from './LoadingSpinner';

export interface CallbackPageProps {
  siteTitle: string;
  /** Exchanges the provider's code for a session (POST /socialLogin). */
  onSocialLogin(code: string): Promise<void>;
}

/** Landing page of a social login: reads `?code=` and signs in with it, once. */
export function CallbackPage({ siteTitle, onSocialLogin }: CallbackPageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    onSocialLogin(code).catch(() => setFailed(true));
  }, [code, onSocialLogin]);
  return (
    <AuthLayout siteTitle={siteTitle} heading={t('jimu.callback.title')}>
      {!code || failed ? (
        <div className="jimu-auth-alert" role="alert">
          {t('jimu.callback.missingCode')}
        </div>
      ) : (
        <LoadingSpinner label={t('jimu.callback.working')} />
      )}
      <div className="jimu-auth-footer">
        <span />
        <Link to="/login">{t('jimu.register.back')}</Link>
      </div>
    </AuthLayout>
  );
}
