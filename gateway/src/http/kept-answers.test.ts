import { describe, expect, it } from 'vitest';
import { keptAnswers, sendKept } from './kept-answers.js';

const answer = (text: string) => ({ body: Buffer.from(text), headers: { 'content-type': 'text/plain' } });

describe('kept answers', () => {
  it('starts again empty past its entries or its bytes, and sends what it kept as it was', async () => {
    const byCount = keptAnswers({ entries: 2, bytes: Number.POSITIVE_INFINITY });
    byCount.keep('a', answer('1'));
    byCount.keep('b', answer('2'));
    expect(byCount.get('a')).toBeDefined();
    byCount.keep('c', answer('3'));
    expect([byCount.get('a'), byCount.get('b')]).toEqual([undefined, undefined]);
    expect(await sendKept(byCount.get('c') ?? answer('')).text()).toBe('3');

    const byBytes = keptAnswers({ entries: Number.POSITIVE_INFINITY, bytes: 10 });
    byBytes.keep('a', answer('12345'));
    byBytes.keep('b', answer('12345'));
    expect(byBytes.get('a')).toBeDefined();
    byBytes.keep('c', answer('1'));
    expect([byBytes.get('a'), byBytes.get('c')?.body.toString()]).toEqual([undefined, '1']);
  });
});
