/**
 * One route component for every legal page: finds the page for the current path in LEGAL_PAGES and
 * shows its title, date and text in a reading column, with the other legal pages linked below.
 */
import { ROUTES } from '@app/contracts';
import { Link, useLocation } from 'react-router-dom';
import { errorMessage } from '../../app/errors';
import { useSiteInfo } from '../../app/site-info';
import { useDocumentTitle } from '../../app/use-document-title';
import { ExampleCompanyNote } from '../../components/layout/ExampleCompanyNote';
import { RetryAlert } from '../../components/ui/RetryAlert';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { LEGAL_PAGES, type LegalPage as LegalPageEntry } from './content';
import './legal-page.css';

/** Router matching ignores case and a trailing slash; so does this lookup. */
function normalise(path: string): string {
  return path.replace(/\/+$/, '').toLowerCase();
}

export function findLegalPage(pathname: string): LegalPageEntry | undefined {
  const wanted = normalise(pathname);
  return LEGAL_PAGES.find((page) => normalise(page.path) === wanted);
}

function LegalArticle({ page }: { page: LegalPageEntry }) {
  useDocumentTitle(page.title);
  const { Content } = page;
  const others = LEGAL_PAGES.filter((other) => other.path !== page.path);
  return (
    <article className="legal-page" aria-labelledby="legal-title">
      <header className="legal-page__header">
        <div className="legal-page__header-inner container">
          <nav className="legal-page__crumbs" aria-label="Breadcrumb">
            <ol>
              <li>
                <Link to={ROUTES.home}>Home</Link>
              </li>
              <li aria-current="page">{page.title}</li>
            </ol>
          </nav>
          <h1 id="legal-title" className="legal-page__title">
            {page.title}
          </h1>
          <p className="legal-page__updated">Last updated {page.updated}</p>
        </div>
      </header>

      <div className="legal-page__body container">
        <LegalText Content={Content} />

        <nav className="legal-page__more" aria-labelledby="legal-more-title">
          <h2 id="legal-more-title" className="legal-page__more-title">
            More policies
          </h2>
          <ul className="legal-page__more-list">
            {others.map((other) => (
              <li key={other.path}>
                <Link className="legal-page__more-link" to={other.path}>
                  <span>{other.title}</span>
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M5 12h14M13 6l6 6-6 6" />
                  </svg>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </article>
  );
}

/** The page's text, once the company it names is known; said as an example while it is the demo's. */
function LegalText({ Content }: Pick<LegalPageEntry, 'Content'>) {
  const site = useSiteInfo();
  if (site.data !== undefined) {
    return (
      <div className="legal-prose">
        {site.data.exampleCompany && <ExampleCompanyNote />}
        <Content company={site.data.company} />
      </div>
    );
  }
  if (site.error !== null) {
    return (
      <RetryAlert
        message={errorMessage(site.error)}
        retrying={site.isFetching}
        onRetry={() => site.refetch()}
      />
    );
  }
  return <p role="status">Loading…</p>;
}

export function LegalPage() {
  const { pathname } = useLocation();
  const page = findLegalPage(pathname);
  return page === undefined ? <NotFoundPage /> : <LegalArticle page={page} />;
}
