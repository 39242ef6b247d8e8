/** The page for any path the app does not know. */
import { ROUTES } from '@app/contracts';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../app/use-document-title';
import './not-found.css';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="not-found__title">
        This path leads off the map
      </h1>
      <p className="not-found__text">
        We could not find the page you were looking for. The link may be old, or the address may have a typo.
        Let us get you back on the trail.
      </p>
      <div className="not-found__actions">
        <Link className="btn btn-primary" to={ROUTES.home}>
          Back to the home page
        </Link>
        <Link className="btn btn-ghost" to={{ pathname: ROUTES.home, hash: '#explore' }}>
          Explore destinations
        </Link>
        <Link className="btn btn-ghost" to={ROUTES.contact}>
          Contact us
        </Link>
      </div>
    </section>
  );
}
