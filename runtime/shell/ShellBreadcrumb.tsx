import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { breadcrumb } from '../routing/breadcrumb';
import { useShell } from './ShellContext';

/**
 * The breadcrumb of the current route, joined with '>', without breadcrumbHidden routes:
 * a list in a named nav; every crumb but the last links to its route, the last is the current page.
 */
export const ShellBreadcrumb = memo(function ShellBreadcrumb() {
  const { t } = useTranslation();
  const { chain } = useShell();
  const crumbs = breadcrumb(chain);
  return (
    <nav aria-label="breadcrumb" className="jimu-breadcrumb">
      <ol className="jimu-breadcrumb-list">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="jimu-breadcrumb-item">
            {index > 0 ? (
              <span className="jimu-breadcrumb-separator" aria-hidden="true">
                {'>'}
              </span>
            ) : null}
            {index < crumbs.length - 1 ? (
              <Link to={crumb.to} className="jimu-breadcrumb-link">
                {t(crumb.titleKey)}
              </Link>
            ) : (
              <span className="jimu-breadcrumb-current" aria-current="page">
                {t(crumb.titleKey)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
});
