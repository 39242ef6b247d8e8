/**
 * `messages.thread` and `messages.unread`: the conversation with one person, only theirs and only
 * its latest messages, and the menu's count of what is unread.
 */
import { MESSAGE_RULES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';
import { ashaAndTina, TAJ_GUIDE, verifiedGuide } from '../../test/marketplace.js';
import { type MessageDoc, messages, pairOf } from './message-store.js';

const ASHA = 'asha@example.com';
const TINA = 'tina@example.com';
const MINUTE = 60_000;

const startProduct = useProduct();

describe('messages.thread', () => {
  it('shows the latest messages of a long thread, oldest of them first', async () => {
    const h = await startProduct();
    const { tina } = await ashaAndTina(h);
    // More messages than a thread shows, written over days: seeded, as the rate limit would take weeks.
    const start = Date.now() - 1000 * MINUTE;
    const count = MESSAGE_RULES.threadMax + 1;
    const written: MessageDoc[] = Array.from({ length: count }, (_, i) => ({
      _id: `m${String(i + 1).padStart(3, '0')}`,
      pair: pairOf(TINA, ASHA),
      from: i % 2 === 0 ? TINA : ASHA,
      to: i % 2 === 0 ? ASHA : TINA,
      toRole: i % 2 === 0 ? 'guide' : 'tourist',
      text: `message ${i + 1}`,
      at: new Date(start + i * MINUTE),
      readAt: new Date(start + i * MINUTE),
    }));
    await messages(h.platform.store).insertMany(written);
    const thread = await (await callerFor(h, tina)).messages.thread({ withEmail: ASHA });
    // The very first message is the one left out; the newest is last.
    expect(thread).toHaveLength(MESSAGE_RULES.threadMax);
    expect(thread[0]?.text).toBe('message 2');
    expect(thread.at(-1)?.text).toBe(`message ${count}`);
  });

  it('keeps two conversations apart even when their addresses, run together, read alike', async () => {
    const h = await startProduct();
    const { asha, tina } = await ashaAndTina(h);
    // "asha@example.co" + "mtina@example.com" spells what "asha@example.com" + "tina@example.com" does.
    const otherAsha = (await verifiedGuide(h, 'asha@example.co', TAJ_GUIDE)).cookie;
    const mtina = await callerFor(h, await loggedIn(h, 'mtina@example.com'));
    await (await callerFor(h, tina)).messages.send({ guideEmail: ASHA, text: 'Hello, first Asha' });
    await mtina.messages.send({ guideEmail: 'asha@example.co', text: 'Hello, second Asha' });
    const texts = async (cookie: string, withEmail: string) =>
      (await (await callerFor(h, cookie)).messages.thread({ withEmail })).map((m) => m.text);
    expect(await texts(asha, TINA)).toEqual(['Hello, first Asha']);
    expect(await texts(otherAsha, 'mtina@example.com')).toEqual(['Hello, second Asha']);
    expect(await (await callerFor(h, asha)).messages.markRead({ withEmail: TINA })).toEqual({ read: 1 });
    // Reading one conversation leaves the other unread.
    expect(await (await callerFor(h, otherAsha)).messages.unread()).toEqual({ unread: 1 });
  });
});

describe('messages.unread', () => {
  it('counts the messages to the caller not read yet, in all their conversations', async () => {
    const h = await startProduct();
    const cookies = await ashaAndTina(h);
    const asha = await callerFor(h, cookies.asha);
    const tina = await callerFor(h, cookies.tina);
    const sam = await callerFor(h, await loggedIn(h, 'sam@example.com'));
    await tina.messages.send({ guideEmail: ASHA, text: 'Free on Friday?' });
    await tina.messages.send({ guideEmail: ASHA, text: 'We are four.' });
    await sam.messages.send({ guideEmail: ASHA, text: 'And on Saturday?' });
    await asha.messages.send({ touristEmail: TINA, text: 'Friday works.' });
    // What one wrote is never unread for oneself.
    expect(await asha.messages.unread()).toEqual({ unread: 3 });
    expect(await tina.messages.unread()).toEqual({ unread: 1 });
    expect(await sam.messages.unread()).toEqual({ unread: 0 });
    await asha.messages.markRead({ withEmail: TINA });
    expect(await asha.messages.unread()).toEqual({ unread: 1 });
    await asha.messages.markRead({ withEmail: 'sam@example.com' });
    expect(await asha.messages.unread()).toEqual({ unread: 0 });
  });
});
