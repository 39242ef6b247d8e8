/**
 * One-time codes (DECISIONS.md 1): random 6 digits, stored hashed, 10 minutes, 5 wrong tries
 * then void, re-sending spaced and limited. The code itself only ever leaves by e-mail or SMS.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { MESSAGES, OTP_RULES } from '@app/contracts';
import type { Doc, Store } from '@app/infra';
import { AppError } from '../errors.js';

export type OtpPurpose = 'signup' | 'reset' | 'phone';

type OtpDoc = Doc & {
  salt: string;
  hash: string;
  expiresAt: Date;
  wrongTries: number;
  lastSentAt: Date;
  /** For phone codes: the number the code was sent to. */
  subject?: string;
};

const OTPS = 'otps';
const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');
const otpId = (purpose: OtpPurpose, owner: string) => `${purpose}:${owner.toLowerCase()}`;

export async function ensureOtpIndexes(store: Store): Promise<void> {
  await store.ensureIndex(OTPS, { fields: ['expiresAt'], expireAfterSeconds: 3600 });
}

/**
 * Makes a new code for `owner` (replacing any earlier one) and returns it for sending. Refuses
 * with 429 when the last code went out less than a minute ago.
 */
export async function issueOtp(
  store: Store,
  purpose: OtpPurpose,
  owner: string,
  subject?: string,
  now = new Date(),
): Promise<string> {
  const otps = store.collection<OtpDoc>(OTPS);
  const id = otpId(purpose, owner);
  const previous = await otps.findOne({ _id: id });
  if (previous) {
    const waitMs = previous.lastSentAt.getTime() + OTP_RULES.resendAfterSeconds * 1000 - now.getTime();
    if (waitMs > 0) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Please wait ${Math.ceil(waitMs / 1000)} seconds before requesting another OTP.`,
      );
    }
  }
  const code = String(randomInt(0, 10 ** OTP_RULES.length)).padStart(OTP_RULES.length, '0');
  const salt = randomBytes(16).toString('hex');
  await otps.updateOne(
    { _id: id },
    {
      $set: {
        salt,
        hash: hashCode(salt, code),
        expiresAt: new Date(now.getTime() + OTP_RULES.ttlMinutes * 60_000),
        wrongTries: 0,
        lastSentAt: now,
        ...(subject === undefined ? {} : { subject }),
      },
    },
    { upsert: true },
  );
  return code;
}

/**
 * Checks a typed code. A right code is used up; a wrong one counts, and the fifth wrong one voids
 * the code. `subject`, when given, must be what the code was sent for.
 */
export async function consumeOtp(
  store: Store,
  purpose: OtpPurpose,
  owner: string,
  code: string,
  subject?: string,
  now = new Date(),
): Promise<void> {
  const otps = store.collection<OtpDoc>(OTPS);
  const id = otpId(purpose, owner);
  const otp = await otps.findOne({ _id: id });
  if (!otp) throw new AppError('BAD_REQUEST', MESSAGES.otpMissing);
  if (otp.expiresAt <= now) {
    await otps.deleteOne({ _id: id });
    throw new AppError('BAD_REQUEST', MESSAGES.otpExpired);
  }
  const expected = Buffer.from(otp.hash, 'hex');
  const actual = Buffer.from(hashCode(otp.salt, code), 'hex');
  const right = timingSafeEqual(expected, actual) && (subject === undefined || subject === otp.subject);
  if (right) {
    // Used once: a second request with the same code finds nothing.
    if ((await otps.deleteOne({ _id: id, hash: otp.hash })) === 0)
      throw new AppError('BAD_REQUEST', MESSAGES.otpMissing);
    return;
  }
  const after = await otps.findOneAndUpdate({ _id: id, hash: otp.hash }, { $inc: { wrongTries: 1 } });
  if (after && after.wrongTries >= OTP_RULES.maxWrongTries) {
    await otps.deleteOne({ _id: id });
    throw new AppError('BAD_REQUEST', MESSAGES.otpExhausted);
  }
  throw new AppError('BAD_REQUEST', MESSAGES.otpIncorrect);
}
