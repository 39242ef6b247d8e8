/**
 * The 'or' divider and 'Continue with Google': a plain navigation to the gateway's /auth/google,
 * which redirects to Google and back. When the server has no Google keys the button says so
 * instead of failing.
 */
import { MESSAGES } from '@app/contracts';
import { notify } from '../../app/notify';
import { trpc } from '../../app/trpc';

export function GoogleSignIn() {
  const providers = trpc.auth.providers.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  return (
    <>
      <div className="login__divider" aria-hidden="true">
        <span>or</span>
      </div>
      <GoogleButton configured={providers.data?.google === true} checking={providers.isPending} />
    </>
  );
}

function GoogleButton({ configured, checking }: { configured: boolean; checking: boolean }) {
  const icon = (
    <svg className="login__google-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M21.6 12.23c0-.74-.07-1.45-.19-2.13H12v4.03h5.4a4.62 4.62 0 0 1-2 3.03v2.52h3.23c1.9-1.75 2.97-4.32 2.97-7.45z" />
      <path d="M12 22c2.7 0 4.96-.9 6.62-2.42l-3.23-2.52c-.9.6-2.04.96-3.39.96-2.6 0-4.81-1.76-5.6-4.12H3.06v2.6A10 10 0 0 0 12 22z" />
      <path d="M6.4 13.9a6 6 0 0 1 0-3.8V7.5H3.06a10 10 0 0 0 0 9z" />
      <path d="M12 5.98c1.47 0 2.79.5 3.83 1.5l2.86-2.87A9.6 9.6 0 0 0 12 2a10 10 0 0 0-8.94 5.5L6.4 10.1C7.19 7.74 9.4 5.98 12 5.98z" />
    </svg>
  );
  if (configured) {
    return (
      <a className="btn btn-ghost login__google" href="/auth/google">
        {icon}
        Continue with Google
      </a>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-ghost login__google"
      onClick={() => {
        if (!checking) notify(MESSAGES.googleNotConfigured);
      }}
    >
      {icon}
      Continue with Google
    </button>
  );
}
