import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, harness } from '../../test/harness.js';
import { get, loggedIn, post } from '../../test/http.js';

let h: Harness;
afterEach(async () => {
  await h.close();
});

describe('who is calling', () => {
  it('is the user of the session sent, whoever else is logged in', async () => {
    h = await harness();
    const asha = await loggedIn(h, 'asha@example.com');
    const ravi = await loggedIn(h, 'ravi@example.com');
    expect((await get(h, '/login/sucess', ravi)).body.user).toMatchObject({ email: 'ravi@example.com' });
    expect((await get(h, '/login/sucess', asha)).body.user).toMatchObject({ email: 'asha@example.com' });
  });

  it('takes an empty e-mail as naming nobody, and an e-mail in other case as the user’s own', async () => {
    h = await harness();
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
