// Rendered by the build, in Node, into index.html (scripts/build/firstView.ts): never part of the
// console's own bundle.
import './firstStyles';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createPath, type Navigator, Router } from 'react-router-dom';
import { createI18n } from '../i18n/createI18n';
import { greeting } from '../lib/greeting';
import { type Language, languageOf } from '../lib/language';
import { FAILED_CARD, RELOAD_BUTTON } from '../pages/firstView';
import { LoginPage } from '../pages/LoginPage';
import { collectedStyles } from './injectStyle';

export interface LoginViewInput {
  /** The config's string tables (the manifest's `i18n`). */
  config: Record<string, Record<string, unknown>>;
  language: Language;
  /** i18n key of the site title (app.title). */
  siteTitle: string;
}

export interface LoginView {
  /**
   * The sign-in screen's markup, each greeting of the welcome line in a `[data-greeting]` of its
   * own; after it, the card that says the code could not load (hidden unless it could not).
   */
  markup: string;
  /** The stylesheets it needs, in order. */
  styles: string[];
  /** For each hour 0–23, the index of its greeting (a digit). */
  greetingByHour: string;
}

/** Links as the console's hash router writes them (`#/register`); the markup navigates nowhere else. */
const hashLinks: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/**
 * The sign-in screen as the console draws it, in `language`, with every greeting of the welcome
 * line (the page shows the one of the visitor's hour).
 *
 * @example const view = await renderLoginView({ config: manifest.i18n, language: 'zh', siteTitle: manifest.app.title });
 */
export async function renderLoginView({ config, language, siteTitle }: LoginViewInput): Promise<LoginView> {
  const i18n = await createI18n({ config, language });
  const byHour = Array.from({ length: 24 }, (_, hour) => greeting(hour, languageOf(language)));
  const greetings = [...new Set(byHour)];
  const welcome = greetings.map((hello, at) => (
    <span key={hello} data-greeting={at}>
      {i18n.t('jimu.login.welcome', { greeting: hello })}
    </span>
  ));
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Router location="/login" navigator={hashLinks} static>
        <LoginPage siteTitle={siteTitle} onLogin={async () => undefined} welcome={welcome} firstView />
      </Router>
      <main className="jimu-auth" {...{ [FAILED_CARD]: '' }}>
        <div className="jimu-auth-card" role="alert">
          <h2 className="jimu-auth-heading">{i18n.t('jimu.error.codeFailed')}</h2>
          <p className="jimu-auth-welcome">{i18n.t('jimu.error.codeFailedDetail')}</p>
          <button type="button" className="jimu-button" {...{ [RELOAD_BUTTON]: '' }}>
            {i18n.t('jimu.error.reload')}
          </button>
        </div>
      </main>
    </I18nextProvider>,
  );
  return {
    markup,
    styles: collectedStyles(),
    greetingByHour: byHour.map((hello) => greetings.indexOf(hello)).join(''),
  };
}
