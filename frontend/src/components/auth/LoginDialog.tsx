/**
 * The login popup with the six modes of spec §4: sign in, sign up, sign-up OTP, forgot e-mail,
 * forgot OTP and new password. Codes travel by e-mail only (DECISIONS 1): the user types them, and
 * the server checks them with createAccount / resetPassword. Rule messages come from
 * @app/contracts and show under their field; server messages show in the popup as they are.
 */
import {
  checkEmail,
  checkPassword,
  MESSAGES,
  OTP_RULES,
  PASSWORD_LENGTH,
  type UserProfile,
} from '@app/contracts';
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../app/errors';
import { notify } from '../../app/notify';
import { trpc } from '../../app/trpc';
import { BusyButton, FormAlert, OtpField, PasswordField, TextField } from '../ui/fields';
import { Modal } from '../ui/Modal';
import { formatSeconds, useCountdown } from './use-countdown';
import './login-dialog.css';

export type LoginMode = 'signIn' | 'signUp' | 'signUpOtp' | 'forgotEmail' | 'forgotOtp' | 'newPassword';

type Field = 'email' | 'password' | 'otp';
type FieldErrors = Partial<Record<Field, string | null>>;

/** Server answers that mean the code, not the password, was the problem. */
const CODE_PROBLEMS: readonly string[] = [
  MESSAGES.otpIncorrect,
  MESSAGES.otpExpired,
  MESSAGES.otpExhausted,
  MESSAGES.otpMissing,
];

const PASSWORD_HINT = `${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters.`;

function heading(mode: LoginMode, email: string): { title: string; description: ReactNode } {
  // No full stop after the address: on a phone it would end up alone on the next line.
  const to = <strong className="login__email">{email}</strong>;
  switch (mode) {
    case 'signIn':
      return {
        title: 'Log In',
        description: 'Welcome back! Log in to listen, book guides and keep your plans.',
      };
    case 'signUp':
      return {
        title: 'Sign Up',
        description: 'Create your free account. We will e-mail you a code to confirm it.',
      };
    case 'signUpOtp':
      return { title: 'Verify your e-mail', description: <>Enter the 6-digit code we sent to {to}</> };
    case 'forgotEmail':
      return {
        title: 'Forgot password',
        description: 'Enter your account e-mail and we will send you a code.',
      };
    case 'forgotOtp':
      return { title: 'Enter your code', description: <>Enter the 6-digit code we sent to {to}</> };
    case 'newPassword':
      return { title: 'New password', description: <>Choose a new password for {to}</> };
  }
}

export interface LoginDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Why the popup opened, e.g. 'please log in first'. */
  readonly message?: string | undefined;
  readonly initialMode?: LoginMode;
  readonly onLoggedIn: (user: UserProfile) => void;
}

export function LoginDialog({
  open,
  onOpenChange,
  message,
  initialMode = 'signIn',
  onLoggedIn,
}: LoginDialogProps) {
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  /** What sign-up's OTP step sends with the code; fixed when the code was requested. */
  const [pendingSignUp, setPendingSignUp] = useState<{ email: string; password: string } | null>(null);
  /** The e-mail and code of a password reset, collected before the new password. */
  const [pendingReset, setPendingReset] = useState<{ email: string; otp: string } | null>(null);
  const [resendIn, startResendTimer] = useCountdown();

  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);

  const providers = trpc.auth.providers.useQuery(undefined, {
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const logIn = trpc.auth.logIn.useMutation();
  const sendSignUpOtp = trpc.auth.sendSignUpOtp.useMutation();
  const createAccount = trpc.auth.createAccount.useMutation();
  const sendResetOtp = trpc.auth.sendResetOtp.useMutation();
  const resetPassword = trpc.auth.resetPassword.useMutation();

  // Each mode starts on its first field (or its first empty one, e.g. the password after sign-up).
  const firstField: RefObject<HTMLInputElement | null> =
    mode === 'signUpOtp' || mode === 'forgotOtp'
      ? otpRef
      : mode === 'newPassword' || (mode === 'signIn' && email !== '' && checkEmail(email.trim()) === null)
        ? passwordRef
        : emailRef;

  const focusedMode = useRef(mode);
  // Focus moves only when the mode changes, not on every render.
  useEffect(() => {
    if (focusedMode.current === mode) return;
    focusedMode.current = mode;
    firstField.current?.focus();
  }, [mode]);

  const goTo = (next: LoginMode, options: { keepPassword?: boolean; info?: string | null } = {}) => {
    setErrors({});
    setServerError(null);
    setInfo(options.info ?? null);
    if (!options.keepPassword) setPassword('');
    if (next !== 'forgotOtp' && next !== 'signUpOtp') setOtp('');
    setMode(next);
  };

  /** Shows each field's rule message and focuses the first broken field; true when all pass. */
  const validate = (checks: Array<[Field, RefObject<HTMLInputElement | null>, string | null]>): boolean => {
    const next: FieldErrors = {};
    for (const [field, , problem] of checks) next[field] = problem;
    setErrors(next);
    setServerError(null);
    const broken = checks.find(([, , problem]) => problem !== null);
    broken?.[1].current?.focus();
    return broken === undefined;
  };

  const fieldChange = (field: Field, setter: (value: string) => void) => (value: string) => {
    setter(value);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: null }));
  };

  const onSignIn = (event: FormEvent) => {
    event.preventDefault();
    if (logIn.isPending) return;
    const logInEmail = email.trim();
    if (
      !validate([
        ['email', emailRef, checkEmail(logInEmail)],
        ['password', passwordRef, checkPassword(password)],
      ])
    )
      return;
    logIn.mutate(
      { logInEmail, logInPassword: password },
      {
        onSuccess: (result) => {
          notify(result.message);
          setPassword('');
          onLoggedIn(result.user);
          onOpenChange(false);
        },
        onError: (error) => setServerError(errorMessage(error)),
      },
    );
  };

  const requestSignUpOtp = (signUp: { email: string; password: string }, resend: boolean) => {
    sendSignUpOtp.mutate(
      { signUpEmail: signUp.email, signUpPassword: signUp.password },
      {
        onSuccess: (result) => {
          setPendingSignUp(signUp);
          startResendTimer(OTP_RULES.resendAfterSeconds);
          if (resend) {
            setServerError(null);
            setInfo(result.message);
            setOtp('');
            otpRef.current?.focus();
          } else {
            goTo('signUpOtp', { keepPassword: true, info: result.message });
          }
        },
        onError: (error) => setServerError(errorMessage(error)),
      },
    );
  };

  const onSignUp = (event: FormEvent) => {
    event.preventDefault();
    if (sendSignUpOtp.isPending) return;
    const signUpEmail = email.trim();
    if (
      !validate([
        ['email', emailRef, checkEmail(signUpEmail)],
        ['password', passwordRef, checkPassword(password)],
      ])
    )
      return;
    requestSignUpOtp({ email: signUpEmail, password }, false);
  };

  const otpProblem = (code: string) => (code.length === OTP_RULES.length ? null : MESSAGES.otpIncorrect);

  const onSignUpOtp = (event: FormEvent) => {
    event.preventDefault();
    if (createAccount.isPending || pendingSignUp === null) return;
    if (!validate([['otp', otpRef, otpProblem(otp)]])) return;
    createAccount.mutate(
      { signUpEmail: pendingSignUp.email, signUpPassword: pendingSignUp.password, otp },
      {
        onSuccess: (result) => {
          notify(result.message);
          setEmail(pendingSignUp.email);
          setPendingSignUp(null);
          goTo('signIn');
        },
        onError: (error) => {
          setServerError(errorMessage(error));
          otpRef.current?.focus();
        },
      },
    );
  };

  const requestResetOtp = (forgotEmail: string, resend: boolean) => {
    sendResetOtp.mutate(
      { forgotEmail },
      {
        onSuccess: (result) => {
          setPendingReset({ email: forgotEmail, otp: '' });
          startResendTimer(OTP_RULES.resendAfterSeconds);
          if (resend) {
            setServerError(null);
            setInfo(result.message);
            setOtp('');
            otpRef.current?.focus();
          } else {
            goTo('forgotOtp', { info: result.message });
          }
        },
        onError: (error) => setServerError(errorMessage(error)),
      },
    );
  };

  const onForgotEmail = (event: FormEvent) => {
    event.preventDefault();
    if (sendResetOtp.isPending) return;
    const forgotEmail = email.trim();
    if (!validate([['email', emailRef, checkEmail(forgotEmail)]])) return;
    requestResetOtp(forgotEmail, false);
  };

  const onForgotOtp = (event: FormEvent) => {
    event.preventDefault();
    if (pendingReset === null) return;
    if (!validate([['otp', otpRef, otpProblem(otp)]])) return;
    setPendingReset({ ...pendingReset, otp });
    goTo('newPassword');
  };

  const onNewPassword = (event: FormEvent) => {
    event.preventDefault();
    if (resetPassword.isPending || pendingReset === null) return;
    if (!validate([['password', passwordRef, checkPassword(password)]])) return;
    resetPassword.mutate(
      { forgotEmailSaved: pendingReset.email, newPassword: password, otp: pendingReset.otp },
      {
        onSuccess: (result) => {
          notify(result.message);
          setEmail(pendingReset.email);
          setPendingReset(null);
          goTo('signIn');
          onOpenChange(false);
        },
        onError: (error) => {
          const text = errorMessage(error);
          if (CODE_PROBLEMS.includes(text)) {
            // The code was wrong or stale: back to the code step, with the new password kept out.
            goTo('forgotOtp');
            setOtp('');
          }
          setServerError(text);
        },
      },
    );
  };

  const { title, description } = heading(
    mode,
    mode === 'signUpOtp' ? (pendingSignUp?.email ?? email) : (pendingReset?.email ?? email),
  );

  const googleButton = (
    <GoogleButton configured={providers.data?.google === true} checking={providers.isPending} />
  );

  const resend = (onResend: () => void, busy: boolean) => (
    <div className="login__resend">
      {resendIn > 0 ? (
        <p className="login__resend-wait">
          Didn't get it? You can resend the code in{' '}
          <span className="login__timer">{formatSeconds(resendIn)}</span>
        </p>
      ) : (
        <p className="login__resend-wait">Didn't get it? Check your spam folder, or</p>
      )}
      <BusyButton
        type="button"
        variant="ghost"
        size="sm"
        busy={busy}
        busyLabel="Sending…"
        disabled={resendIn > 0}
        onClick={onResend}
      >
        Resend OTP
      </BusyButton>
    </div>
  );

  const otpInput = (
    <OtpField
      ref={otpRef}
      length={OTP_RULES.length}
      label="Verification code"
      name="otp"
      value={otp}
      onChange={fieldChange('otp', setOtp)}
      error={errors.otp}
      hint={`The code is valid for ${OTP_RULES.ttlMinutes} minutes.`}
    />
  );

  const emailInput = (name: string, autoComplete: 'username' | 'email') => (
    <TextField
      ref={emailRef}
      label="Email"
      type="email"
      name={name}
      autoComplete={autoComplete}
      inputMode="email"
      value={email}
      onChange={fieldChange('email', setEmail)}
      error={errors.email}
    />
  );

  /** The line under a form that moves to another mode. */
  const switchLine = (question: string, label: string, target: LoginMode) => (
    <p className="login__switch">
      {question}{' '}
      <button type="button" className="login__link" onClick={() => goTo(target)}>
        {label}
      </button>
    </p>
  );

  let body: ReactNode;
  switch (mode) {
    case 'signIn':
      body = (
        <form className="login__form" onSubmit={onSignIn} noValidate>
          {message !== undefined && <FormAlert tone="info" message={message} />}
          {emailInput('logInEmail', 'username')}
          <PasswordField
            ref={passwordRef}
            label="Password"
            name="logInPassword"
            autoComplete="current-password"
            value={password}
            onChange={fieldChange('password', setPassword)}
            error={errors.password}
          />
          <div className="login__row-end">
            <button type="button" className="login__link" onClick={() => goTo('forgotEmail')}>
              Forgot password?
            </button>
          </div>
          <FormAlert message={serverError} />
          <BusyButton busy={logIn.isPending} busyLabel="Logging in…" className="login__submit">
            Log In
          </BusyButton>
          <Divider />
          {googleButton}
          {switchLine('New to Xplore Guide?', 'Sign Up', 'signUp')}
        </form>
      );
      break;
    case 'signUp':
      body = (
        <form className="login__form" onSubmit={onSignUp} noValidate>
          {message !== undefined && <FormAlert tone="info" message={message} />}
          {emailInput('signUpEmail', 'email')}
          <PasswordField
            ref={passwordRef}
            label="Password"
            name="signUpPassword"
            autoComplete="new-password"
            value={password}
            onChange={fieldChange('password', setPassword)}
            error={errors.password}
            hint={errors.password ? undefined : PASSWORD_HINT}
          />
          <FormAlert message={serverError} />
          <BusyButton busy={sendSignUpOtp.isPending} busyLabel="Sending code…" className="login__submit">
            Sign Up
          </BusyButton>
          <Divider />
          {googleButton}
          {switchLine('Already have an account?', 'Log In', 'signIn')}
        </form>
      );
      break;
    case 'signUpOtp':
      body = (
        <form className="login__form" onSubmit={onSignUpOtp} noValidate>
          <FormAlert tone="info" message={info} />
          {otpInput}
          <FormAlert message={serverError} />
          <BusyButton busy={createAccount.isPending} busyLabel="Creating account…" className="login__submit">
            Create account
          </BusyButton>
          {resend(() => pendingSignUp && requestSignUpOtp(pendingSignUp, true), sendSignUpOtp.isPending)}
          {switchLine('Wrong address?', 'Change e-mail', 'signUp')}
        </form>
      );
      break;
    case 'forgotEmail':
      body = (
        <form className="login__form" onSubmit={onForgotEmail} noValidate>
          {emailInput('forgotEmail', 'email')}
          <FormAlert message={serverError} />
          <BusyButton busy={sendResetOtp.isPending} busyLabel="Sending code…" className="login__submit">
            Send OTP
          </BusyButton>
          {switchLine('Remembered it?', 'Back to Log In', 'signIn')}
        </form>
      );
      break;
    case 'forgotOtp':
      body = (
        <form className="login__form" onSubmit={onForgotOtp} noValidate>
          <FormAlert tone="info" message={info} />
          {otpInput}
          <FormAlert message={serverError} />
          <BusyButton busy={false} className="login__submit">
            Continue
          </BusyButton>
          {resend(() => pendingReset && requestResetOtp(pendingReset.email, true), sendResetOtp.isPending)}
          {switchLine('Wrong address?', 'Change e-mail', 'forgotEmail')}
        </form>
      );
      break;
    case 'newPassword':
      body = (
        <form className="login__form" onSubmit={onNewPassword} noValidate>
          {/* Lets password managers store the new password under the right account. */}
          <input
            className="visually-hidden"
            type="email"
            name="username"
            autoComplete="username"
            value={pendingReset?.email ?? ''}
            readOnly
            tabIndex={-1}
            aria-hidden="true"
          />
          <PasswordField
            ref={passwordRef}
            label="New password"
            name="newPassword"
            autoComplete="new-password"
            value={password}
            onChange={fieldChange('password', setPassword)}
            error={errors.password}
            hint={errors.password ? undefined : PASSWORD_HINT}
          />
          <FormAlert message={serverError} />
          <BusyButton busy={resetPassword.isPending} busyLabel="Saving…" className="login__submit">
            Reset password
          </BusyButton>
          <p className="login__switch">
            <button type="button" className="login__link" onClick={() => goTo('forgotOtp')}>
              Back to the code
            </button>
          </p>
        </form>
      );
      break;
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      initialFocus={firstField}
    >
      {body}
    </Modal>
  );
}

function Divider() {
  return (
    <div className="login__divider" aria-hidden="true">
      <span>or</span>
    </div>
  );
}

/**
 * 'Continue with Google': a plain navigation to the gateway's /auth/google, which redirects to
 * Google and back. When the server has no Google keys the button says so instead of failing.
 */
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
