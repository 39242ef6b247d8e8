/**
 * The footer's newsletter form. The address is checked with the shared rule; a logged-out visitor
 * is asked to log in first. Real subscribing (and 'Subscribed') arrives with sessions.
 */
import { checkEmail, MESSAGES } from '@app/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useAuth } from '../../app/auth';
import { notify } from '../../app/notify';

export function NewsletterForm() {
  const { isLoggedIn, openLogin } = useAuth();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkEmail(email.trim());
    setError(problem);
    if (problem !== null) {
      document.getElementById(inputId)?.focus();
      return;
    }
    if (!isLoggedIn) {
      notify(MESSAGES.pleaseLogInFirst);
      openLogin();
    }
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
          onChange={(event) => {
            setEmail(event.target.value);
            if (error !== null) setError(null);
          }}
          aria-invalid={error !== null}
          aria-describedby={error !== null ? `${errorId} ${hintId}` : hintId}
        />
        <button type="submit" className="btn btn-primary footer-newsletter__submit">
          Subscribe
        </button>
      </div>
      {error !== null && (
        <p id={errorId} className="footer-newsletter__error" role="alert">
          {error}
        </p>
      )}
      <p id={hintId} className="footer-newsletter__hint">
        One letter a month with new destinations and audio tours. Unsubscribe any time.
      </p>
    </form>
  );
}
