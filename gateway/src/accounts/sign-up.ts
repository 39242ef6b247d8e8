/** Sign-up in two steps: an e-mailed code, then the account. */
import { MESSAGES } from '@app/contracts';
import { isDuplicateKey } from '@app/infra';
import { AppError, type Ports } from '../core/index.js';
import type { Actor } from './actor.js';
import { checkMailedOtp, limitOtpChecking, sendMailedOtp } from './otp-mail.js';
import { hashPassword } from './passwords.js';
import { findUserByEmail, newUser, normalizeEmail, users } from './users.js';

export async function sendSignUpOtp(
  deps: Pick<Ports, 'store' | 'relay'>,
  actor: Actor,
  input: { signUpEmail: string },
) {
  const email = normalizeEmail(input.signUpEmail);
  await sendMailedOtp(deps, actor, email, { purpose: 'signup', template: 'signup-otp' }, async () => {
    if (await findUserByEmail(deps.store, email))
      throw new AppError('CONFLICT', MESSAGES.accountExists, 'ACCOUNT_EXISTS');
  });
  return { message: MESSAGES.otpSentSignUp };
}

export async function createAccount(
  deps: Pick<Ports, 'config' | 'store'>,
  actor: Actor,
  input: { signUpEmail: string; signUpPassword: string; otp: string },
) {
  const email = normalizeEmail(input.signUpEmail);
  await limitOtpChecking(deps, actor, email);
  await checkMailedOtp(deps, actor, email, 'signup', input.otp);
  const passwordHash = await hashPassword(input.signUpPassword, deps.config.SCRYPT_LOG2_N, {
    address: actor.ip,
    account: email,
  });
  try {
    await users(deps.store).insertOne(newUser(email, { passwordHash }));
  } catch (error) {
    if (isDuplicateKey(error)) throw new AppError('CONFLICT', MESSAGES.accountExists, 'ACCOUNT_EXISTS');
    throw error;
  }
  return { message: MESSAGES.accountCreated };
}
