import { describe, expect, it } from 'vitest';
import { answerCopies, COMPRESS_FROM } from './answer-copies.js';
import { keptAnswer } from './kept-answers.js';

describe("a kept answer's compressed copies", () => {
  it('leave the answer sent as it is, every time, when a copy cannot be made', async () => {
    let tried = 0;
    const inCoding = answerCopies(() => {
      tried += 1;
      return Promise.reject(new Error('out of memory'));
    });
    const kept = await keptAnswer(Buffer.from('x'.repeat(COMPRESS_FROM * 2)), {
      'content-type': 'text/plain',
    });
    for (let i = 0; i < 2; i++) expect(await inCoding(kept, 'br, gzip')).toBe(kept);
    // Tried once: a failing coding is not tried again for every request.
    expect(tried).toBe(1);
  });
});
