import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { greeting } from '../lib';
import { Card, Typography } from '../ui/semi';
import './pages.css';

export interface AuthLayoutProps {
  /** i18n key of the site title (app.title). */
  siteTitle: string;
  heading: string;
  children: ReactNode;
}

/** The centred card that login, register and callback share. */
export function AuthLayout({ siteTitle, heading, children }: AuthLayoutProps) {
  const { t, i18n } = useTranslation();
  const hello = greeting(new Date().getHours(), i18n.language === 'en' ? 'en' : 'zh');
  return (
    <main className="jimu-auth">
      <Card className="jimu-auth-card" shadows="always">
        <Typography.Text type="tertiary">{t('jimu.login.welcome', { greeting: hello })}</Typography.Text>
        <Typography.Title heading={3} className="jimu-auth-title">
          {t(siteTitle)}
        </Typography.Title>
        <Typography.Title heading={5} type="secondary" style={{ marginBottom: 16 }}>
          {heading}
        </Typography.Title>
        {children}
      </Card>
    </main>
  );
}
