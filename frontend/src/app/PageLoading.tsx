/** What a page area shows while its lazy chunk loads on first visit. */
import './page-loading.css';

export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="page-loading__label">Loading…</span>
    </div>
  );
}
