/**
 * One-time codes (DECISIONS.md 1): random 6 digits, stored hashed, 10 minutes, 5 wrong tries
 * then void, re-sending spaced and limited. The code itself only ever leaves by e-mail or SMS.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { MESSAGES, OTP_RULES } from '@app/contracts';
import { type Doc, isDuplicateKey, type Store } from '@app/infra';
import { AppError } from '../core/index.js';

export type OtpPurpose = 'signup' | 'reset' | 'phone';

type OtpDoc = Doc & {
  salt: string;
  hash: string;
  expiresAt: Date;
  /** Checks made against this code, right or wrong; taken before the check, so parallel guesses count. */
  attempts: number;
  /** A code that took its last wrong try is kept, void, so that the re-sending spacing still holds. */
  voided?: boolean;
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

function tooSoon(lastSentAt: Date, now: Date): AppError {
  const waitMs = lastSentAt.getTime() + OTP_RULES.resendAfterSeconds * 1000 - now.getTime();
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Please wait ${Math.max(1, Math.ceil(waitMs / 1000))} seconds before requesting another OTP.`,
    'OTP_TOO_SOON',
  );
}

/**
 * Makes a new code for `owner` (replacing any earlier one, void or not) and returns it for
 * sending. Refuses with 429 when the last code went out less than a minute ago; the spacing is
 * claimed atomically, so parallel requests send one code.
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
  const code = String(randomInt(0, 10 ** OTP_RULES.length)).padStart(OTP_RULES.length, '0');
  const salt = randomBytes(16).toString('hex');
  const fresh = {
    salt,
    hash: hashCode(salt, code),
    expiresAt: new Date(now.getTime() + OTP_RULES.ttlMinutes * 60_000),
    attempts: 0,
    voided: false,
    lastSentAt: now,
    ...(subject === undefined ? {} : { subject }),
  };
  const spacedFrom = new Date(now.getTime() - OTP_RULES.resendAfterSeconds * 1000);
  const replaced = await otps.findOneAndUpdate(
    { _id: id, lastSentAt: { $lte: spacedFrom } },
    { $set: fresh },
  );
  if (replaced) return code;
  const previous = await otps.findOne({ _id: id });
  if (previous) throw tooSoon(previous.lastSentAt, now);
  try {
    await otps.insertOne({ _id: id, ...fresh });
  } catch (error) {
    // A parallel request sent the first code a moment ago.
    if (isDuplicateKey(error)) throw tooSoon(now, now);
    throw error;
  }
  return code;
}

/**
 * Checks a typed code. Each check first takes one of the code's attempts atomically, so that six
 * parallel guesses cannot all be weighed against a limit of five. A right code is used up; the
 * wrong one that takes the last attempt voids the code.
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
  const otp = await otps.findOneAndUpdate(
    { _id: id, voided: { $ne: true }, attempts: { $lt: OTP_RULES.maxWrongTries } },
    { $inc: { attempts: 1 } },
  );
  if (!otp) {
    const spent = await otps.findOne({ _id: id });
    if (spent) throw new AppError('BAD_REQUEST', MESSAGES.otpExhausted, 'OTP_EXHAUSTED');
    throw new AppError('BAD_REQUEST', MESSAGES.otpMissing, 'OTP_MISSING');
  }
  if (otp.expiresAt <= now) {
    await otps.updateOne({ _id: id, hash: otp.hash }, { $set: { voided: true } });
    throw new AppError('BAD_REQUEST', MESSAGES.otpExpired, 'OTP_EXPIRED');
  }
  const expected = Buffer.from(otp.hash, 'hex');
  const actual = Buffer.from(hashCode(otp.salt, code), 'hex');
  const right = timingSafeEqual(expected, actual) && (subject === undefined || subject === otp.subject);
  if (right) {
    // Used once: a second request with the same code finds nothing.
    if ((await otps.deleteOne({ _id: id, hash: otp.hash })) === 0)
      throw new AppError('BAD_REQUEST', MESSAGES.otpMissing, 'OTP_MISSING');
    return;
  }
  if (otp.attempts >= OTP_RULES.maxWrongTries) {
    await otps.updateOne({ _id: id, hash: otp.hash }, { $set: { voided: true } });
    throw new AppError('BAD_REQUEST', MESSAGES.otpExhausted, 'OTP_EXHAUSTED');
  }
  throw new AppError('BAD_REQUEST', MESSAGES.otpIncorrect, 'OTP_INCORRECT');
}
