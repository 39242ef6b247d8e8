/** Forgotten passwords: an e-mailed code, then a new password; every session of the user ends. */
import { MESSAGES } from '@app/contracts';
import { AppError, type Ports } from '../core/index.js';
import type { Actor } from './actor.js';
import { checkMailedOtp, limitOtpChecking, sendMailedOtp } from './otp-mail.js';
import { hashPassword } from './passwords.js';
import { endAllSessions } from './sessions.js';
import { findUserByEmail, normalizeEmail, users } from './users.js';

export async function sendResetOtp(
  deps: Pick<Ports, 'store' | 'relay'>,
  actor: Actor,
  input: { forgotEmail: string },
) {
  const email = normalizeEmail(input.forgotEmail);
  await sendMailedOtp(deps, actor, email, { purpose: 'reset', template: 'reset-otp' }, async () => {
    if (!(await findUserByEmail(deps.store, email)))
      throw new AppError('NOT_FOUND', MESSAGES.accountMissing, 'ACCOUNT_MISSING');
  });
  return { message: MESSAGES.otpSentReset };
}

export async function resetPassword(
  deps: Pick<Ports, 'config' | 'store'>,
  actor: Actor,
  input: { forgotEmailSaved: string; newPassword: string; otp: string },
) {
  const email = normalizeEmail(input.forgotEmailSaved);
  // Limited before the lookup, or the answer would tell which accounts exist without limit.
  await limitOtpChecking(deps, actor, email);
  const user = await findUserByEmail(deps.store, email);
  if (!user) throw new AppError('NOT_FOUND', MESSAGES.accountMissing, 'ACCOUNT_MISSING');
  await checkMailedOtp(deps, actor, email, 'reset', input.otp);
  const passwordHash = await hashPassword(input.newPassword, deps.config.SCRYPT_LOG2_N, {
    address: actor.ip,
    account: email,
  });
  await users(deps.store).updateOne({ _id: user._id }, { $set: { passwordHash } });
  await endAllSessions(deps.store, user._id);
  return { message: MESSAGES.passwordReset };
}
