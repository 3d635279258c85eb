import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './result.css';

export interface ResultPageProps {
  /** The big mark above the title: a status code or an icon. */
  code: ReactNode;
  title: string;
  detail?: ReactNode;
  /** Show the link back to the home page (error pages do). */
  homeLink?: boolean;
  /** A button above the home link (重试 on a failure view). */
  action?: ReactNode;
}

/** A full-width notice: 403, 404, not built yet, unknown component. Texts render as text. */
export function ResultPage({ code, title, detail, homeLink = true, action }: ResultPageProps) {
  const { t } = useTranslation();
  return (
    <section className="jimu-result" aria-labelledby="jimu-result-title">
      <div className="jimu-result-code" aria-hidden="true">
        {code}
      </div>
      <h2 className="jimu-result-title" id="jimu-result-title">
        {title}
      </h2>
      {detail ? <p className="jimu-result-detail">{detail}</p> : null}
      {action}
      {homeLink ? <Link to="/">{t('jimu.error.backHome')}</Link> : null}
    </section>
  );
}
