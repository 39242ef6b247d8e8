/**
 * The router's error screen ('Unexpected Application Error!'). Inside the layout for a broken page;
 * `standalone` when the layout itself failed. A failed chunk load (often a new deployment) gets
 * a reload button, since a reload fetches the new chunks.
 */
import { COMPANY, MESSAGES } from '@app/contracts';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from './use-document-title';
import './route-error.css';

function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading chunk .* failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  const chunkFailed = isChunkLoadError(error);

  return (
    <div className={`route-error${standalone ? ' route-error--standalone' : ''}`}>
      <div className="route-error__card">
        <p className="route-error__eyebrow">{COMPANY.brand}</p>
        <h1 className="route-error__title">{MESSAGES.routerError}</h1>
        <p className="route-error__text">
          {chunkFailed
            ? 'Part of this page could not be downloaded. Your connection may have dropped, or we have just released a new version. Reloading usually fixes it.'
            : 'Sorry, something on this page broke on our side. Your bookings and plans are safe. Please reload the page, or go back to the home page and try again.'}
        </p>
        <div className="route-error__actions">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          {standalone ? (
            <a className="btn btn-ghost" href="/">
              Go to the home page
            </a>
          ) : (
            <Link className="btn btn-ghost" to="/">
              Go to the home page
            </Link>
          )}
        </div>
        <details className="route-error__details">
          <summary>Technical details</summary>
          <code>{describe(error)}</code>
        </details>
      </div>
    </div>
  );
}
