/** Phone verification: a code by SMS to the typed number, then the number is saved as verified. */
import { MESSAGES } from '@app/contracts';
import type { Ports } from '../core/index.js';
import { hit, LIMITS } from '../security/index.js';
import { type Actor, requireUser } from './actor.js';
import { consumeOtp, issueOtp } from './otp.js';
import { users } from './users.js';

export async function sendPhoneOtp(
  deps: Pick<Ports, 'store' | 'sms'>,
  actor: Actor,
  input: { userPhoneNumber: string },
) {
  const user = requireUser(actor);
  await hit(deps.store, [
    { limit: LIMITS.otpSendIp, key: actor.ip },
    { limit: LIMITS.phoneOtpSend, key: user.email },
  ]);
  const otp = await issueOtp(deps.store, 'phone', user._id, input.userPhoneNumber);
  await deps.sms.send(
    input.userPhoneNumber,
    `Your Xplore Guide verification code is ${otp}. It expires in 10 minutes.`,
  );
  return { message: MESSAGES.otpSent };
}

export async function verifyPhone(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  input: { userPhoneNumber: string; otp: string },
) {
  const user = requireUser(actor);
  await hit(deps.store, [
    { limit: LIMITS.otpCheckIp, key: actor.ip },
    { limit: LIMITS.phoneOtpCheck, key: user.email },
  ]);
  await consumeOtp(deps.store, 'phone', user._id, input.otp, input.userPhoneNumber);
  await users(deps.store).updateOne(
    { _id: user._id },
    { $set: { phoneNumber: input.userPhoneNumber, phoneVerified: true } },
  );
  return { message: MESSAGES.phoneVerified, phoneNumber: input.userPhoneNumber };
}
