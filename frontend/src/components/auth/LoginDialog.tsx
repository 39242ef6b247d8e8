/**
 * The login popup with the six modes of spec §4: sign in, sign up, sign-up OTP, forgot e-mail,
 * forgot OTP and new password, one form component each. Codes travel by e-mail only (DECISIONS 1):
 * the user types them, and the server checks them with createAccount / resetPassword. This file
 * holds what the modes share: the current mode, the address, the pending sign-up or reset and the
 * resend timer. Forms branch on the server's stable error codes and show its messages as they are.
 */
import { OTP_RULES, type UserProfile } from '@app/contracts';
import { type ReactNode, useRef, useState } from 'react';
import { Modal } from '../ui/Modal';
import { ForgotCodeForm } from './ForgotCodeForm';
import { ForgotEmailForm } from './ForgotEmailForm';
import { loginHeading } from './login-heading';
import type { GoTo, LoginMode, ModeStart, ResetRequest, SignUpRequest } from './login-modes';
import { NewPasswordForm } from './NewPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpCodeForm } from './SignUpCodeForm';
import { SignUpForm } from './SignUpForm';
import { useCountdown } from './use-countdown';
import './login-dialog.css';

export type { LoginMode } from './login-modes';

export interface LoginDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Why the popup opened, e.g. 'please log in first'. */
  readonly message?: string | undefined;
  readonly initialMode?: LoginMode;
  readonly onLoggedIn: (user: UserProfile) => void;
}

interface View {
  readonly mode: LoginMode;
  readonly start: ModeStart;
  /** True after the first move between modes: from then on each mode takes focus itself. */
  readonly moved: boolean;
}

export function LoginDialog({
  open,
  onOpenChange,
  message,
  initialMode = 'signIn',
  onLoggedIn,
}: LoginDialogProps) {
  const [view, setView] = useState<View>({ mode: initialMode, start: {}, moved: false });
  const [email, setEmail] = useState('');
  const [pendingSignUp, setPendingSignUp] = useState<SignUpRequest | null>(null);
  const [pendingReset, setPendingReset] = useState<ResetRequest | null>(null);
  const [resendIn, startResendTimer] = useCountdown();
  const firstField = useRef<HTMLElement | null>(null);

  const goTo: GoTo = (mode, start = {}) => setView({ mode, start, moved: true });
  const step = { goTo, start: view.start, focus: { popup: firstField, now: view.moved } };
  const emailProps = { email, onEmailChange: setEmail };
  const timer = { resendIn, startResendTimer };

  let body: ReactNode;
  let shownTo = email;
  // A code step without its request (never reached through the forms) shows the step before it.
  const mode =
    view.mode === 'signUpOtp' && pendingSignUp === null
      ? 'signUp'
      : (view.mode === 'forgotOtp' || view.mode === 'newPassword') && pendingReset === null
        ? 'forgotEmail'
        : view.mode;
  switch (mode) {
    case 'signIn':
      body = (
        <SignInForm
          {...step}
          {...emailProps}
          message={message}
          onLoggedIn={(user) => {
            onLoggedIn(user);
            onOpenChange(false);
          }}
        />
      );
      break;
    case 'signUp':
      body = (
        <SignUpForm
          {...step}
          {...emailProps}
          message={message}
          onCodeSent={(request, info) => {
            setPendingSignUp(request);
            startResendTimer(OTP_RULES.resendAfterSeconds);
            goTo('signUpOtp', { info });
          }}
        />
      );
      break;
    case 'signUpOtp':
      if (pendingSignUp === null) break;
      shownTo = pendingSignUp.email;
      body = (
        <SignUpCodeForm
          {...step}
          {...timer}
          request={pendingSignUp}
          onCreated={(created) => {
            setEmail(created);
            setPendingSignUp(null);
            goTo('signIn');
          }}
        />
      );
      break;
    case 'forgotEmail':
      body = (
        <ForgotEmailForm
          {...step}
          {...emailProps}
          onCodeSent={(forgotEmail, info) => {
            setPendingReset({ email: forgotEmail, otp: '' });
            startResendTimer(OTP_RULES.resendAfterSeconds);
            goTo('forgotOtp', { info });
          }}
        />
      );
      break;
    case 'forgotOtp':
      if (pendingReset === null) break;
      shownTo = pendingReset.email;
      body = (
        <ForgotCodeForm
          {...step}
          {...timer}
          email={pendingReset.email}
          onCode={(otp) => {
            setPendingReset({ ...pendingReset, otp });
            goTo('newPassword');
          }}
        />
      );
      break;
    case 'newPassword':
      if (pendingReset === null) break;
      shownTo = pendingReset.email;
      body = (
        <NewPasswordForm
          {...step}
          request={pendingReset}
          onReset={(resetEmail) => {
            setEmail(resetEmail);
            setPendingReset(null);
            goTo('signIn');
            onOpenChange(false);
          }}
        />
      );
      break;
  }

  const { title, description } = loginHeading(mode, shownTo);
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
