import { MESSAGES } from '@app/contracts';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { errorCode, errorMessage, isUnauthorized, NETWORK_ERROR } from './errors';

/** A tRPC error as the client builds it from the gateway's answer. */
function trpcAnswer(message: string, data: Record<string, unknown>) {
  return TRPCClientError.from({ error: { message, code: -32600, data } });
}

describe('errorCode', () => {
  it('reads the appCode of a tRPC error', () => {
    const error = trpcAnswer(MESSAGES.accountMissing, {
      code: 'NOT_FOUND',
      httpStatus: 404,
      appCode: 'ACCOUNT_MISSING',
    });
    expect(errorCode(error)).toBe('ACCOUNT_MISSING');
  });

  it('reads the code of a REST error body', () => {
    expect(errorCode({ message: MESSAGES.pleaseLogInFirst, code: 'NOT_LOGGED_IN' })).toBe('NOT_LOGGED_IN');
  });

  it('answers undefined for a code it does not know', () => {
    expect(errorCode(trpcAnswer('x', { code: 'BAD_REQUEST', appCode: 'SOMETHING_NEW' }))).toBeUndefined();
    expect(errorCode({ message: 'x', code: 'ECONNRESET' })).toBeUndefined();
  });

  it('answers undefined when there was no answer or no code', () => {
    expect(errorCode(new TRPCClientError('Failed to fetch'))).toBeUndefined();
    expect(errorCode(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorCode({ message: 'no code' })).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
    expect(errorCode('OTP_EXPIRED')).toBeUndefined();
  });

  it('does not look at the message text', () => {
    const error = trpcAnswer(MESSAGES.otpExpired, { code: 'BAD_REQUEST', appCode: 'INVALID_INPUT' });
    expect(errorCode(error)).toBe('INVALID_INPUT');
  });
});

describe('isUnauthorized', () => {
  it('is true for an ended session and false for a wrong password', () => {
    expect(
      isUnauthorized(
        trpcAnswer(MESSAGES.pleaseLogInFirst, { code: 'UNAUTHORIZED', appCode: 'NOT_LOGGED_IN' }),
      ),
    ).toBe(true);
    expect(
      isUnauthorized(
        trpcAnswer(MESSAGES.passwordIncorrect, { code: 'UNAUTHORIZED', appCode: 'PASSWORD_INCORRECT' }),
      ),
    ).toBe(false);
  });
});

describe('errorMessage', () => {
  it("shows the server's message as it is", () => {
    expect(errorMessage(trpcAnswer(MESSAGES.passwordIncorrect, { appCode: 'PASSWORD_INCORRECT' }))).toBe(
      MESSAGES.passwordIncorrect,
    );
  });

  it('says the server could not be reached when nothing answered', () => {
    expect(errorMessage(new TRPCClientError('Failed to fetch'))).toBe(NETWORK_ERROR);
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR);
  });
});
