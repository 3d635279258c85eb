import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { greeting } from '../lib/greeting';
import { languageOf } from '../lib/language';
import './pages.css';

export interface AuthLayoutProps {
  /** i18n key of the site title (app.title). */
  siteTitle: string;
  heading: string;
  /** The welcome line, instead of the greeting of this hour with the welcome text. */
  welcome?: ReactNode;
  children: ReactNode;
}

/**
 * The centred card that login, register and callback share. Plain elements styled with Semi's
 * tokens: these screens are the first a visitor loads, so they carry as little code as they can.
 */
export function AuthLayout({ siteTitle, heading, welcome, children }: AuthLayoutProps) {
  const { t, i18n } = useTranslation();
  const hello = greeting(new Date().getHours(), languageOf(i18n.language));
  return (
    <main className="jimu-auth">
      <div className="jimu-auth-card">
        <p className="jimu-auth-welcome">{welcome ?? t('jimu.login.welcome', { greeting: hello })}</p>
        <h1 className="jimu-auth-title">{t(siteTitle)}</h1>
        <h2 className="jimu-auth-heading">{heading}</h2>
        {children}
      </div>
    </main>
  );
}
