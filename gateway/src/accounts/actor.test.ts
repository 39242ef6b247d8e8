import { MESSAGES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { get, loggedIn, post } from '../../test/http.js';
import { AppError } from '../core/errors.js';
import { toAccount } from './account.js';
import { type Actor, checkNamedEmail, requireSelf } from './actor.js';
import { newUser } from './users.js';

const startProduct = useProduct();

describe('who is calling', () => {
  it('is the user of the session sent, whoever else is logged in', async () => {
    const h = await startProduct();
    const asha = await loggedIn(h, 'asha@example.com');
    const ravi = await loggedIn(h, 'ravi@example.com');
    expect((await get(h, '/login/sucess', ravi)).body.user).toMatchObject({ email: 'ravi@example.com' });
    expect((await get(h, '/login/sucess', asha)).body.user).toMatchObject({ email: 'asha@example.com' });
  });

  it('takes an empty e-mail as naming nobody, and an e-mail in other case as the user’s own', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    for (const email of ['', 'Asha@Example.com']) {
      expect(await post(h, '/api/check-quiz-played', { email }, cookie)).toMatchObject({
        status: 200,
        body: { played: false },
      });
    }
    expect((await post(h, '/api/check-quiz-played', { email: 'ravi@example.com' }, cookie)).status).toBe(403);
  });
});

const visitor: Actor = { ip: '203.0.113.1', secure: false, user: null, sessionId: null };
const asha: Actor = {
  ...visitor,
  user: toAccount(newUser('asha@example.com')),
  sessionId: 'session-of-asha',
};

/** What a check answers: nothing when it passes, else the refusal's kind, code and message. */
function answer(check: () => unknown) {
  try {
    check();
    return 'allowed';
  } catch (error) {
    return error instanceof AppError
      ? { kind: error.code, code: error.appCode, message: error.message }
      : error;
  }
}

const wrongAccount = { kind: 'FORBIDDEN', code: 'WRONG_ACCOUNT', message: MESSAGES.wrongAccount };
const logInFirst = { kind: 'UNAUTHORIZED', code: 'NOT_LOGGED_IN', message: MESSAGES.pleaseLogInFirst };

describe('a call open to visitors that may name an e-mail (checkNamedEmail)', () => {
  it('asks nothing of a visitor who names no e-mail, or an empty one', () => {
    expect(answer(() => checkNamedEmail(visitor, undefined))).toBe('allowed');
    expect(answer(() => checkNamedEmail(visitor, ''))).toBe('allowed');
    expect(answer(() => checkNamedEmail(asha, undefined))).toBe('allowed');
    expect(answer(() => checkNamedEmail(asha, ''))).toBe('allowed');
  });

  it('lets a user name their own e-mail, in any case', () => {
    expect(answer(() => checkNamedEmail(asha, 'asha@example.com'))).toBe('allowed');
    expect(answer(() => checkNamedEmail(asha, ' Asha@Example.COM '))).toBe('allowed');
  });

  it('refuses another user’s e-mail with 403, and any e-mail from a visitor with 401', () => {
    expect(answer(() => checkNamedEmail(asha, 'ravi@example.com'))).toEqual(wrongAccount);
    expect(answer(() => checkNamedEmail(visitor, 'asha@example.com'))).toEqual(logInFirst);
  });
});

describe('a call about oneself (requireSelf)', () => {
  it('answers another user’s e-mail with WRONG_ACCOUNT and the message given, or the default one', () => {
    expect(answer(() => requireSelf(asha, 'ravi@example.com'))).toEqual(wrongAccount);
    expect(answer(() => requireSelf(asha, 'ravi@example.com', MESSAGES.newsletterEmailMismatch))).toEqual({
      ...wrongAccount,
      message: MESSAGES.newsletterEmailMismatch,
    });
    expect(answer(() => requireSelf(asha, ''))).toBe('allowed');
    expect(answer(() => requireSelf(visitor, undefined))).toEqual(logInFirst);
  });
});
