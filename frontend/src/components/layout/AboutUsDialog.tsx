/** The About Us popup. Its text is a lazy chunk shared with the legal pages, fetched on first open. */
import { COMPANY, ROUTES } from '@app/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useSiteInfo } from '../../app/site-info';
import { Modal } from '../ui/Modal';
import { ExampleCompanyNote } from './ExampleCompanyNote';

const AboutUsContent = lazy(() =>
  import('../../pages/legal/content').then((m) => ({ default: m.AboutUsContent })),
);

export function AboutUsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  const site = useSiteInfo().data;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="About Us"
      description={`The people and the promise behind ${COMPANY.brand}.`}
      footer={
        <>
          <Link className="btn btn-ghost btn-sm" to={ROUTES.contact} onClick={close}>
            Contact us
          </Link>
          <button type="button" className="btn btn-secondary btn-sm" onClick={close}>
            Close
          </button>
        </>
      }
    >
      <Suspense fallback={<p role="status">Loading…</p>}>
        {site === undefined ? (
          <p role="status">Loading…</p>
        ) : (
          <>
            {site.exampleCompany && <ExampleCompanyNote />}
            <AboutUsContent company={site.company} />
          </>
        )}
      </Suspense>
    </Modal>
  );
}
