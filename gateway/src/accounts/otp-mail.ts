/** The two halves every e-mailed code shares: sending one (spaced and limited) and checking one. */
import { OTP_RULES, TOPICS } from '@app/contracts';
import type { Deps } from '../deps.js';
import { emit } from '../events.js';
import { hit, LIMITS } from '../security/rate-limit.js';
import type { Actor } from './actor.js';
import { consumeOtp, issueOtp } from './otp.js';

type MailedPurpose =
  | { purpose: 'signup'; template: 'signup-otp' }
  | { purpose: 'reset'; template: 'reset-otp' };

/** Counts the attempt against the sending limits of the address and the account. */
export async function limitOtpSending(deps: Deps, actor: Actor, email: string): Promise<void> {
  await hit(deps.store, [
    { limit: LIMITS.otpSendIp, key: actor.ip },
    { limit: LIMITS.otpSendAccount, key: email },
  ]);
}

/** Issues a code and requests its e-mail in one transaction, so a code is never issued unsent. */
export async function mailOtp(deps: Deps, email: string, kind: MailedPurpose): Promise<void> {
  await deps.store.transaction(async (tx) => {
    const otp = await issueOtp(tx, kind.purpose, email);
    await emit(tx, TOPICS.mailRequested, {
      to: email,
      template: kind.template,
      data: { otp, minutes: OTP_RULES.ttlMinutes },
    });
  });
  deps.relay.nudge();
}

/** Checks a typed code within the checking limits; a wrong one counts towards voiding it. */
export async function checkMailedOtp(
  deps: Deps,
  actor: Actor,
  email: string,
  purpose: 'signup' | 'reset',
  code: string,
): Promise<void> {
  await hit(deps.store, [
    { limit: LIMITS.otpCheckIp, key: actor.ip },
    { limit: LIMITS.otpCheckAccount, key: email },
  ]);
  await consumeOtp(deps.store, purpose, email, code);
}
