/**
 * `messages.conversations`, the list a user opens first: who each conversation is with and as
 * what (guide or traveller, in that conversation), which message is the last, and nobody else's.
 */
import { describe, expect, it } from 'vitest';
import { useProduct } from '../../test/harness.js';
import { ASHA, messagingPeople, RAVI, SAM, TINA } from './message-fixtures.js';

const startProduct = useProduct();

describe('messages.conversations', () => {
  it('names the other side as guide or traveller, whoever wrote last', async () => {
    const h = await startProduct();
    const { asha, tina } = await messagingPeople(h);
    const roles = async () => ({
      tina: (await tina.messages.conversations()).map(({ withEmail, withRole }) => ({ withEmail, withRole })),
      asha: (await asha.messages.conversations()).map(({ withEmail, withRole }) => ({ withEmail, withRole })),
    });
    const asTheyAre = {
      tina: [{ withEmail: ASHA, withRole: 'guide' }],
      asha: [{ withEmail: TINA, withRole: 'tourist' }],
    };
    // The traveller wrote last: her side reads the role she wrote to, the guide's side the other one.
    await tina.messages.send({ guideEmail: ASHA, text: 'Is Friday free?' });
    expect(await roles()).toEqual(asTheyAre);
    // The guide wrote last: the roles stay who the two are, not who wrote.
    await asha.messages.send({ touristEmail: TINA, text: 'Yes, it is.' });
    expect(await roles()).toEqual(asTheyAre);
  });

  it('a guide who books another guide is a traveller in that conversation', async () => {
    const h = await startProduct();
    const { asha, ravi } = await messagingPeople(h);
    await ravi.messages.send({ guideEmail: ASHA, text: 'Can you show me the Taj?' });
    expect(await ravi.messages.conversations()).toMatchObject([{ withEmail: ASHA, withRole: 'guide' }]);
    expect(await asha.messages.conversations()).toMatchObject([{ withEmail: RAVI, withRole: 'tourist' }]);
    await asha.messages.send({ touristEmail: RAVI, text: 'Gladly.' });
    expect(await ravi.messages.conversations()).toMatchObject([{ withEmail: ASHA, withRole: 'guide' }]);
    expect(await asha.messages.conversations()).toMatchObject([{ withEmail: RAVI, withRole: 'tourist' }]);
  });

  it('shows the latest message of a conversation, whichever side wrote it', async () => {
    const h = await startProduct();
    const { asha, tina } = await messagingPeople(h);
    await tina.messages.send({ guideEmail: ASHA, text: 'one' });
    await asha.messages.send({ touristEmail: TINA, text: 'two' });
    await tina.messages.send({ guideEmail: ASHA, text: 'three' });
    // Tina's own message is the latest though she also received one after her first.
    expect(await tina.messages.conversations()).toMatchObject([
      { withEmail: ASHA, lastText: 'three', lastFrom: TINA, unread: 1 },
    ]);
    expect(await asha.messages.conversations()).toMatchObject([
      { withEmail: TINA, lastText: 'three', lastFrom: TINA, unread: 2 },
    ]);
  });

  it('lists only the conversations the caller is part of', async () => {
    const h = await startProduct();
    const { asha, tina, ravi, sam } = await messagingPeople(h);
    await tina.messages.send({ guideEmail: ASHA, text: 'Hello Asha' });
    await sam.messages.send({ guideEmail: RAVI, text: 'Hello Ravi' });
    // Sam's message to Ravi is none of Tina's or Asha's business.
    expect((await tina.messages.conversations()).map((c) => c.withEmail)).toEqual([ASHA]);
    expect((await asha.messages.conversations()).map((c) => c.withEmail)).toEqual([TINA]);
    expect((await ravi.messages.conversations()).map((c) => c.withEmail)).toEqual([SAM]);
  });
});
