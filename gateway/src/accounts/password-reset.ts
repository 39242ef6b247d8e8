/** Forgotten passwords: an e-mailed code, then a new password; every session of the user ends. */
import { MESSAGES, OTP_RULES, TOPICS } from '@app/contracts';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { emit } from '../events.js';
import { hit, LIMITS } from '../security/rate-limit.js';
import type { Actor } from './actor.js';
import { consumeOtp, issueOtp } from './otp.js';
import { hashPassword } from './passwords.js';
import { endAllSessions } from './sessions.js';
import { findUserByEmail, normalizeEmail, users } from './users.js';

export async function sendResetOtp(deps: Deps, actor: Actor, input: { forgotEmail: string }) {
  const email = normalizeEmail(input.forgotEmail);
  await hit(deps.store, [
    { limit: LIMITS.otpSendIp, key: actor.ip },
    { limit: LIMITS.otpSendAccount, key: email },
  ]);
  if (!(await findUserByEmail(deps.store, email))) throw new AppError('NOT_FOUND', MESSAGES.accountMissing);
  await deps.store.transaction(async (tx) => {
    const otp = await issueOtp(tx, 'reset', email);
    await emit(tx, TOPICS.mailRequested, {
      to: email,
      template: 'reset-otp',
      data: { otp, minutes: OTP_RULES.ttlMinutes },
    });
  });
  deps.relay.nudge();
  return { message: MESSAGES.otpSentReset };
}

export async function resetPassword(
  deps: Deps,
  actor: Actor,
  input: { forgotEmailSaved: string; newPassword: string; otp: string },
) {
  const email = normalizeEmail(input.forgotEmailSaved);
  await hit(deps.store, [
    { limit: LIMITS.otpCheckIp, key: actor.ip },
    { limit: LIMITS.otpCheckAccount, key: email },
  ]);
  const user = await findUserByEmail(deps.store, email);
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.accountMissing);
  await consumeOtp(deps.store, 'reset', email, input.otp);
  const passwordHash = await hashPassword(input.newPassword, deps.config.SCRYPT_LOG2_N);
  await users(deps.store).updateOne({ _id: user._id }, { $set: { passwordHash } });
  await endAllSessions(deps.store, user._id);
  return { message: MESSAGES.passwordReset };
}
