/** A spinner of plain elements (the first screens load no Semi code); announced as a status. */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <div className="jimu-loading" role="status">
      <span className="jimu-loading-ring" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
