import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <main className="jimu-auth">
      <Card className="jimu-auth-card" shadows="always">
        <Typography.Text type="tertiary">{t('jimu.login.welcome')}</Typography.Text>
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
