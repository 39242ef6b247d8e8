/**
 * The two halves every e-mailed code shares: sending one and checking one, each limited per
 * address and per account and address, so that requests and guesses about someone else's e-mail
 * hold back their sender, never the owner. Per account, from anywhere, there is only a ceiling on
 * codes mailed, and a slowdown of checks past many wrong ones.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { OTP_RULES, TOPICS } from '@app/contracts';
import { AppError, emit, type Ports } from '../core/index.js';
import { counted, hit, LIMITS, record, release, reset, slowdownMs } from '../security/index.js';
import type { Actor } from './actor.js';
import { consumeOtp, issueOtp } from './otp.js';

type MailedPurpose =
  | { purpose: 'signup'; template: 'signup-otp' }
  | { purpose: 'reset'; template: 'reset-otp' };

const accountHere = (actor: Actor, email: string) => `${email}|${actor.ip}`;

/** Issues a code and requests its e-mail in one transaction, so a code is never issued unsent. */
async function mailOtp(
  deps: Pick<Ports, 'store' | 'relay'>,
  email: string,
  kind: MailedPurpose,
): Promise<void> {
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

/**
 * Mails a code to `email` once `mayHave` agrees (it throws for an e-mail that may not have one).
 * Counted first, in the order address, account from this address, account: a request its own
 * address may not make never reaches the account's ceiling. A request that mails nothing (no such
 * account, too soon after the last code) gives back its account counts.
 */
export async function sendMailedOtp(
  deps: Pick<Ports, 'store' | 'relay'>,
  actor: Actor,
  email: string,
  kind: MailedPurpose,
  mayHave: () => Promise<void>,
): Promise<void> {
  await hit(deps.store, [
    { limit: LIMITS.otpSendIp, key: actor.ip },
    { limit: LIMITS.otpSendAccountIp, key: accountHere(actor, email) },
    { limit: LIMITS.otpSendAccount, key: email },
  ]);
  try {
    await mayHave();
    await mailOtp(deps, email, kind);
  } catch (error) {
    await Promise.all([
      release(deps.store, LIMITS.otpSendAccountIp, accountHere(actor, email)),
      release(deps.store, LIMITS.otpSendAccount, email),
    ]);
    throw error;
  }
}

/**
 * Counts a code check, before anything is looked up. Only the address's own limits refuse it
 * (its checks overall, and for this account); wrong checks for the account from anywhere past their
 * ceiling only slow it, so others' guesses never refuse the owner's right code.
 */
export async function limitOtpChecking(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  email: string,
): Promise<void> {
  await hit(deps.store, [
    { limit: LIMITS.otpCheckIp, key: actor.ip },
    { limit: LIMITS.otpCheckAccountIp, key: accountHere(actor, email) },
  ]);
  const delay = slowdownMs(LIMITS.otpCheckAccount, await counted(deps.store, LIMITS.otpCheckAccount, email));
  if (delay > 0) await sleep(delay);
}

/**
 * Checks a typed code, counted by `limitOtpChecking` first. A wrong one counts towards voiding the
 * code (OTP_RULES.maxWrongTries, from all addresses together) and the account's slowdown; a right
 * one starts this address's counts afresh.
 */
export async function checkMailedOtp(
  deps: Pick<Ports, 'store'>,
  actor: Actor,
  email: string,
  purpose: 'signup' | 'reset',
  code: string,
): Promise<void> {
  try {
    await consumeOtp(deps.store, purpose, email, code);
  } catch (error) {
    if (error instanceof AppError) await record(deps.store, LIMITS.otpCheckAccount, email);
    throw error;
  }
  await Promise.all([
    release(deps.store, LIMITS.otpCheckIp, actor.ip),
    reset(deps.store, LIMITS.otpCheckAccountIp, accountHere(actor, email)),
    reset(deps.store, LIMITS.otpCheckAccount, email),
  ]);
}
