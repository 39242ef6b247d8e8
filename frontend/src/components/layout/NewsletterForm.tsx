/**
 * The footer's newsletter form (spec §4, §5). Only the logged-in user's own address can subscribe:
 * a visitor is asked to log in first, another address gets "Email doesn't match with logged in
 * mail". Once subscribed (now or on an earlier visit) the form is disabled and reads 'Subscribed'.
 */
import { checkEmail, MESSAGES } from '@app/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useAuth } from '../../app/auth';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { trpc } from '../../app/trpc';

export function NewsletterForm() {
  const { isLoggedIn, user, openLogin } = useAuth();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const utils = trpc.useUtils();
  const status = trpc.newsletter.status.useQuery(undefined, { enabled: isLoggedIn });
  const subscribe = trpc.newsletter.subscribe.useMutation();
  const subscribed = isLoggedIn && (status.data?.subscribed ?? user?.newsletter ?? false);

  // Pre-fill the logged-in address (without overwriting what the visitor already typed).
  const loggedInEmail = user?.email ?? null;
  useEffect(() => {
    if (loggedInEmail !== null) setEmail((current) => (current === '' ? loggedInEmail : current));
  }, [loggedInEmail]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribed || subscribe.isPending) return;
    const subscribeEmail = email.trim();
    let problem = checkEmail(subscribeEmail);
    if (problem === null && !isLoggedIn) {
      notify(MESSAGES.pleaseLogInFirst);
      openLogin();
      return;
    }
    if (problem === null && subscribeEmail.toLowerCase() !== user?.email.toLowerCase()) {
      problem = MESSAGES.newsletterEmailMismatch;
    }
    setError(problem);
    if (problem !== null) {
      document.getElementById(inputId)?.focus();
      return;
    }
    subscribe.mutate(
      { subscribeEmail },
      {
        onSuccess: (result) => {
          notify(result.message);
          utils.newsletter.status.setData(undefined, { subscribed: true });
        },
        onError: (failed) => setError(errorMessage(failed)),
      },
    );
  };

  return (
    <form className="footer-newsletter" onSubmit={onSubmit} noValidate>
      <label className="footer-newsletter__label" htmlFor={inputId}>
        Email address
      </label>
      <div className="footer-newsletter__row">
        <input
          id={inputId}
          className="footer-newsletter__input"
          type="email"
          name="subscribeEmail"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          disabled={subscribed}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error !== null) setError(null);
          }}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? `${errorId} ${hintId}` : hintId}
        />
        <button
          type="submit"
          className={`btn btn-primary footer-newsletter__submit${subscribed ? ' footer-newsletter__submit--done' : ''}`}
          disabled={subscribed}
          aria-busy={subscribe.isPending || undefined}
        >
          {subscribed && (
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M5 10.5l3 3 7-7" />
            </svg>
          )}
          {subscribed ? 'Subscribed' : subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {error !== null && (
        <p id={errorId} className="footer-newsletter__error" role="alert">
          {error}
        </p>
      )}
      <p id={hintId} className="footer-newsletter__hint" role={subscribed ? 'status' : undefined}>
        {subscribed
          ? 'You are subscribed to our newsletter.'
          : 'News of new destinations and audio tours. To unsubscribe, reply to any of our letters.'}
      </p>
    </form>
  );
}
