/** Sign-up in two steps: an e-mailed code, then the account. */
import { MESSAGES, OTP_RULES, TOPICS } from '@app/contracts';
import { isDuplicateKey } from '@app/infra';
import type { Deps } from '../deps.js';
import { AppError } from '../errors.js';
import { emit } from '../events.js';
import { hit, LIMITS } from '../security/rate-limit.js';
import type { Actor } from './actor.js';
import { consumeOtp, issueOtp } from './otp.js';
import { hashPassword } from './passwords.js';
import { findUserByEmail, newUser, normalizeEmail, users } from './users.js';

export async function sendSignUpOtp(deps: Deps, actor: Actor, input: { signUpEmail: string }) {
  const email = normalizeEmail(input.signUpEmail);
  await hit(deps.store, [
    { limit: LIMITS.otpSendIp, key: actor.ip },
    { limit: LIMITS.otpSendAccount, key: email },
  ]);
  if (await findUserByEmail(deps.store, email)) throw new AppError('CONFLICT', MESSAGES.accountExists);
  await deps.store.transaction(async (tx) => {
    const otp = await issueOtp(tx, 'signup', email);
    await emit(tx, TOPICS.mailRequested, {
      to: email,
      template: 'signup-otp',
      data: { otp, minutes: OTP_RULES.ttlMinutes },
    });
  });
  deps.relay.nudge();
  return { message: MESSAGES.otpSentSignUp };
}

export async function createAccount(
  deps: Deps,
  actor: Actor,
  input: { signUpEmail: string; signUpPassword: string; otp: string },
) {
  const email = normalizeEmail(input.signUpEmail);
  await hit(deps.store, [
    { limit: LIMITS.otpCheckIp, key: actor.ip },
    { limit: LIMITS.otpCheckAccount, key: email },
  ]);
  await consumeOtp(deps.store, 'signup', email, input.otp);
  const passwordHash = await hashPassword(input.signUpPassword, deps.config.SCRYPT_LOG2_N);
  try {
    await users(deps.store).insertOne(newUser(email, { passwordHash }));
  } catch (error) {
    if (isDuplicateKey(error)) throw new AppError('CONFLICT', MESSAGES.accountExists);
    throw error;
  }
  return { message: MESSAGES.accountCreated };
}
