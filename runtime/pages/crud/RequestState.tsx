import { useTranslation } from 'react-i18next';
import './button.css';
import './requestState.css';

export interface LoadFailedProps {
  error?: Error;
  onRetry(): void;
}

/**
 * What a page shows when a request failed: the reason and a retry button, never a blank area.
 * The http layer has already toasted the message; this keeps it on screen with a way out.
 *
 * @example {status === 'error' && <LoadFailed error={error} onRetry={reload} />}
 */
export function LoadFailed({ error, onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <div className="jimu-crud-failed jimu-crud-state" role="alert">
      <EmptyPicture />
      <div className="jimu-crud-state-title">{t('jimu.crud.loadFailed')}</div>
      {error?.message && <div className="jimu-crud-state-text">{error.message}</div>}
      <button type="button" className="jimu-btn jimu-btn-solid" onClick={onRetry} data-testid="crud-retry">
        {t('jimu.crud.retry')}
      </button>
    </div>
  );
}

/** The empty state of a list or card grid. */
export function NoData() {
  const { t } = useTranslation();
  return (
    <div className="jimu-crud-empty jimu-crud-state">
      <EmptyPicture />
      <div className="jimu-crud-state-text">{t('jimu.crud.empty')}</div>
    </div>
  );
}

/** An empty tray, drawn in the theme's fill colours. */
function EmptyPicture() {
  return (
    <svg className="jimu-crud-state-picture" width="64" height="48" viewBox="0 0 64 48" aria-hidden>
      <path className="jimu-crud-state-tray" d="M8 26 18 8h28l10 18v16a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2z" />
      <path className="jimu-crud-state-slot" d="M8 26h16l3 6h10l3-6h16" />
    </svg>
  );
}

/** A placeholder while a page's first answer is on its way: grey lines where the content will be. */
export function LoadingBlock({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div
      className="jimu-skeleton"
      data-testid="crud-loading"
      role="status"
      aria-label={t('jimu.crud.loading')}
    >
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have nothing but their place
        <div key={index} className="jimu-skeleton-line" />
      ))}
    </div>
  );
}
