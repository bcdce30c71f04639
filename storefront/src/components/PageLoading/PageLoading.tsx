import './PageLoading.css';

export type PageLoadingProps = { label?: string };

/** Shown while a screen's code or data arrives. */
export function PageLoading({ label = 'Loading…' }: PageLoadingProps) {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__gem" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
