import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';

let h: Harness;
const startProduct = useProduct();

async function rightAnswers(placeId: string): Promise<number[]> {
  const place = await h.platform.places.byId(placeId);
  return place?.quiz.map((q) => q.answer) ?? [];
}

describe('the quiz', () => {
  it('scores the answers on the server, grants a minute of reward time per right answer, once', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    expect((await post(h, '/api/check-quiz-played', { email: 'asha@example.com' }, cookie)).body).toEqual({
      played: false,
    });
    const answers = await rightAnswers('taj-mahal');
    const wrongLast = [...answers.slice(0, 2), ((answers[2] ?? 0) + 1) % 4];
    const saved = await post(
      h,
      '/api/save-quiz',
      { placeId: 'taj-mahal', answers: wrongLast, score: 99, rewardTime: 99_999 },
      cookie,
    );
    expect(saved.body).toMatchObject({ message: 'Quiz saved', score: 2, rewardTime: 120, completed: true });
    expect((await post(h, '/api/check-quiz-played', {}, cookie)).body).toEqual({
      played: true,
      score: 2,
      rewardTime: 120,
    });
    const user = await h.platform.store.collection('users').findOne({ email: 'asha@example.com' });
    expect(user).toMatchObject({ rewardSeconds: 120, rewardEarnedSeconds: 120 });
    const again = await post(h, '/api/save-quiz', { placeId: 'taj-mahal', answers }, cookie);
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'You have already played the quiz.', code: 'QUIZ_PLAYED' },
    });
  });

  it('refuses bad submissions, another user’s e-mail and no login', async () => {
    h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    expect(
      (await post(h, '/api/save-quiz', { placeId: 'taj-mahal', answers: [0, 1] }, cookie)).body.message,
    ).toBe('Please answer all three questions.');
    expect(
      (await post(h, '/api/save-quiz', { placeId: 'taj-mahal', answers: [0, 1, 7] }, cookie)).status,
    ).toBe(400);
    expect(
      (await post(h, '/api/save-quiz', { placeId: 'atlantis', answers: [0, 1, 2] }, cookie)).status,
    ).toBe(404);
    expect(
      (
        await post(
          h,
          '/api/save-quiz',
          { email: 'ravi@example.com', placeId: 'taj-mahal', answers: [0, 1, 2] },
          cookie,
        )
      ).status,
    ).toBe(403);
    expect((await post(h, '/api/save-quiz', { placeId: 'taj-mahal', answers: [0, 1, 2] })).status).toBe(401);
    expect((await post(h, '/api/check-quiz-played', {})).status).toBe(401);
  });
});
