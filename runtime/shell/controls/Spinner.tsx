import './spinner.css';

/**
 * A loading indicator (Semi's large Spin look: a primary-coloured ring and the text under it),
 * announced politely as a status. CSS only, so a lazy route does not pull Semi to say "loading".
 *
 * @example <Suspense fallback={<Spinner tip={t('jimu.common.loading')} />}>…</Suspense>
 */
export function Spinner({ tip }: { tip: string }) {
  return (
    <div className="jimu-spinner" role="status">
      <span className="jimu-spinner-ring" aria-hidden="true" />
      <span className="jimu-spinner-tip">{tip}</span>
    </div>
  );
}
