import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShell } from './ShellContext';

/** The site mark and title; always links to '/'. `compact` shows the mark alone. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { siteTitle } = useShell();
  const title = t(siteTitle);
  return (
    <Link to="/" className="jimu-logo" aria-label={compact ? title : undefined} data-testid="logo">
      <svg className="jimu-logo-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect x="2" y="16" width="13" height="13" rx="3" fill="var(--jimu-logo-a, #0064fa)" />
        <rect x="17" y="16" width="13" height="13" rx="3" fill="var(--jimu-logo-b, #3ca1ff)" />
        <rect x="9.5" y="3" width="13" height="13" rx="3" fill="var(--jimu-logo-c, #6dd3ff)" />
      </svg>
      {compact ? null : <span className="jimu-logo-title">{title}</span>}
    </Link>
  );
}
