/** /logout: where logout lands (spec §4). Friendly, with the way home and back in. */
import { ROUTES } from '@app/contracts';
import { Link } from 'react-router-dom';
import { useAuth } from '../../app/auth';
import { useDocumentTitle } from '../../app/use-document-title';
import './logout.css';

export function LogoutPage() {
  const { status, user, openLogin, logOut } = useAuth();
  useDocumentTitle('Logged out');
  // Someone who typed /logout while still logged in is told so, and can log out from here.
  const stillIn = status === 'in' && user !== null;

  return (
    <section className="logout container" aria-labelledby="logout-title">
      <svg className="logout__art" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
        <circle className="logout__art-disc" cx="48" cy="48" r="46" />
        <path className="logout__art-handle" d="M38 36v-6a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v6" />
        <rect className="logout__art-case" x="22" y="36" width="52" height="36" rx="7" />
        <path className="logout__art-strap" d="M35 36v36M61 36v36" />
        <path className="logout__art-spark" d="M76 14l2.4 5.6L84 22l-5.6 2.4L76 30l-2.4-5.6L68 22l5.6-2.4z" />
      </svg>
      {stillIn ? (
        <>
          <h1 id="logout-title" className="logout__title">
            You are still logged in
          </h1>
          <p className="logout__text">
            You are logged in as <strong>{user.email}</strong>. Log out here if you are done on this device.
          </p>
          <div className="logout__actions">
            <button type="button" className="btn btn-primary" onClick={() => void logOut()}>
              Logout
            </button>
            <Link className="btn btn-ghost" to={ROUTES.home}>
              Back to the home page
            </Link>
          </div>
        </>
      ) : (
        <>
          <h1 id="logout-title" className="logout__title">
            You are logged out
          </h1>
          <p className="logout__text">
            Thanks for travelling with us. Your session has ended on this device, and your plans and bookings
            are safe for next time.
          </p>
          <div className="logout__actions">
            <Link className="btn btn-primary" to={ROUTES.home}>
              Back to the home page
            </Link>
            <button type="button" className="btn btn-ghost" onClick={() => openLogin()}>
              Log in again
            </button>
          </div>
        </>
      )}
    </section>
  );
}
