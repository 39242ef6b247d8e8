/**
 * Messages in a user's data (personal-data.ts): the copy holds exactly the messages they sent or
 * received, oldest first; an erasure deletes exactly those, and other people's conversations stay.
 */
import { DELETE_WORD } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { ASHA, messagingPeople, RAVI, SAM, TINA } from './message-fixtures.js';

const startProduct = useProduct();

/** Resolves once the clock has moved on, so that the next message is written strictly later. */
async function clockMoves() {
  const now = Date.now();
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(now), { interval: 1 });
}

describe('messages in the user’s data', () => {
  it('the copy holds every message the user sent or received, oldest first, and no one else’s', async () => {
    const h = await startProduct();
    const { asha, tina, sam } = await messagingPeople(h);
    const written: Array<{ from: string; to: string; text: string }> = [];
    // A conversation long enough that only sorting by time puts it in order.
    for (let i = 1; i <= 8; i++) {
      const text = `message ${i}`;
      if (i % 2 === 1) await tina.messages.send({ guideEmail: ASHA, text });
      else await asha.messages.send({ touristEmail: TINA, text });
      written.push(i % 2 === 1 ? { from: TINA, to: ASHA, text } : { from: ASHA, to: TINA, text });
      await clockMoves();
    }
    await sam.messages.send({ guideEmail: ASHA, text: 'Sam to Asha' });
    await sam.messages.send({ guideEmail: RAVI, text: 'Sam to Ravi' });
    const copy = await tina.profile.exportData();
    expect(copy.messages.map(({ from, to, text }) => ({ from, to, text }))).toEqual(written);
  });

  it('an erasure deletes the user’s messages on both sides and leaves other conversations', async () => {
    const h = await startProduct();
    const { asha, tina, ravi, sam } = await messagingPeople(h);
    await tina.messages.send({ guideEmail: ASHA, text: 'Tina to Asha' });
    await asha.messages.send({ touristEmail: TINA, text: 'Asha to Tina' });
    await sam.messages.send({ guideEmail: ASHA, text: 'Sam to Asha' });
    await asha.messages.send({ touristEmail: SAM, text: 'Asha to Sam' });
    await sam.messages.send({ guideEmail: RAVI, text: 'Sam to Ravi' });
    await tina.profile.deleteAccount({ confirm: DELETE_WORD, password: 'Secret#123' });
    expect(await asha.messages.thread({ withEmail: TINA })).toEqual([]);
    expect((await asha.messages.thread({ withEmail: SAM })).map((m) => m.text)).toEqual([
      'Sam to Asha',
      'Asha to Sam',
    ]);
    expect((await ravi.messages.thread({ withEmail: SAM })).map((m) => m.text)).toEqual(['Sam to Ravi']);
    expect((await sam.messages.conversations()).map((c) => c.withEmail).sort()).toEqual([ASHA, RAVI]);
  });
});
