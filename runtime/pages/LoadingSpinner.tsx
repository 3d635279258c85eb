export interface LoadingSpinnerProps {
  label: string;
  /**
   * `screen` (default): a whole screen waits (the user loading, a social login);
   * `view`: a route's page or its config is loading inside the console frame.
   */
  place?: 'screen' | 'view';
}

/**
 * A spinner of plain elements (the first screens load no Semi code; a lazy route does not pull
 * Semi to say "loading"), announced politely as a status.
 *
 * @example <Suspense fallback={<LoadingSpinner label={t('jimu.common.loading')} place="view" />}>…</Suspense>
 */
export function LoadingSpinner({ label, place = 'screen' }: LoadingSpinnerProps) {
  return (
    <div className={place === 'view' ? 'jimu-spinner' : 'jimu-loading'} role="status">
      <span className="jimu-loading-ring" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
