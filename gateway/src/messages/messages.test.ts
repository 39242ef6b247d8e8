/**
 * Messages between a traveller and a guide (issue 26), through the typed tRPC caller: who may
 * write to whom, the thread both read, contacts held back until a booking is paid, the read marks,
 * the rate limits, reporting to the operator, the mail to a reader who is away, the live push, and
 * the user's data copy and erasure.
 */
import { DELETE_WORD, MESSAGE_RULES, MESSAGE_TEXTS, type NotificationPush } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { type Harness, useProduct } from '../../test/harness.js';
import { loggedIn, post } from '../../test/http.js';
import { ashaAndTina, payBooking, tajBooking, verifiedGuide } from '../../test/marketplace.js';
import { sseReader } from '../../test/sse.js';
import { mailAwayReaders } from './away-mails.js';
import { messagingPeople } from './message-fixtures.js';
import { reportedMessages } from './report.js';

const ASHA = 'asha@example.com';
const TINA = 'tina@example.com';
const PHONE = 'Call me on +91 98765 43210 or write to tina@mail.example.com';
const MINUTE = 60_000;

const startProduct = useProduct();

async function pair(h: Harness) {
  const { asha, tina } = await ashaAndTina(h);
  return { asha: await callerFor(h, asha), tina: await callerFor(h, tina), cookies: { asha, tina } };
}

/** The mails asked for of `template`, as the outbox holds them. */
const mailsOf = async (h: Harness, template: string) =>
  (await h.platform.store.collection('outbox').find({ topic: 'mail.requested' }))
    .map(
      (row) =>
        (row.event as { payload: { to: string; template: string; data: Record<string, unknown> } }).payload,
    )
    .filter((mail) => mail.template === template);

describe('messages.send and messages.thread', () => {
  it('a traveller writes to a guide, the guide answers, and both read one thread in order', async () => {
    const h = await startProduct();
    const { asha, tina } = await pair(h);
    const sent = await tina.messages.send({
      guideEmail: 'Asha@Example.com',
      text: '  Is the sunrise tour on Friday?  ',
    });
    expect(sent).toMatchObject({
      from: TINA,
      text: 'Is the sunrise tour on Friday?',
      held: false,
      reported: false,
    });
    await asha.messages.send({ touristEmail: TINA, text: 'Yes, we meet at 05:30 at the East Gate.' });
    const seenByTina = await tina.messages.thread({ withEmail: ASHA });
    expect(seenByTina.map(({ from, text }) => ({ from, text }))).toEqual([
      { from: TINA, text: 'Is the sunrise tour on Friday?' },
      { from: ASHA, text: 'Yes, we meet at 05:30 at the East Gate.' },
    ]);
    expect(await asha.messages.thread({ withEmail: 'TINA@example.com' })).toEqual(seenByTina);
    expect(await tina.messages.thread({ withEmail: 'nobody@example.com' })).toEqual([]);
  });

  it('refuses a visitor, oneself, a non-guide, a guide starting on a stranger, and empty or long text', async () => {
    const h = await startProduct();
    const { asha, tina } = await pair(h);
    await loggedIn(h, 'sam@example.com');
    const visitor = await callerFor(h);
    await expect(visitor.messages.send({ guideEmail: ASHA, text: 'hi' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(visitor.messages.thread({ withEmail: ASHA })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(asha.messages.send({ guideEmail: ASHA, text: 'hi' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: { appCode: 'MESSAGE_SELF', message: MESSAGE_TEXTS.self },
    });
    await expect(tina.messages.send({ guideEmail: 'sam@example.com', text: 'hi' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      cause: { appCode: 'MESSAGE_RECIPIENT', message: MESSAGE_TEXTS.noSuchGuide },
    });
    await expect(
      asha.messages.send({ touristEmail: 'sam@example.com', text: 'Book me!' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      cause: { appCode: 'MESSAGE_RECIPIENT', message: MESSAGE_TEXTS.notYourTraveller },
    });
    for (const input of [
      { guideEmail: ASHA, text: '   ' },
      { guideEmail: ASHA, text: 'x'.repeat(MESSAGE_RULES.maxLength + 1) },
      { text: 'to whom?' },
      { guideEmail: ASHA, touristEmail: TINA, text: 'both?' },
    ])
      await expect(tina.messages.send(input)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await tina.messages.conversations()).toEqual([]);
    for (const withEmail of ['', 'x', 'a'.repeat(300)])
      await expect(tina.messages.thread({ withEmail })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(tina.messages.report({ id: '' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(tina.messages.report({ id: 'no-such-message' })).rejects.toMatchObject({
      cause: { appCode: 'MESSAGE_MISSING', message: MESSAGE_TEXTS.missing },
    });
  });

  it('a guide may answer a traveller who wrote to them, and no other traveller', async () => {
    const h = await startProduct();
    const { asha, tina, ravi } = await messagingPeople(h);
    await tina.messages.send({ guideEmail: ASHA, text: 'Free on Friday?' });
    expect(await asha.messages.send({ touristEmail: TINA, text: 'Yes!' })).toMatchObject({ from: ASHA });
    // Tina wrote to Asha: that lets neither Asha write to Sam nor another guide write to Tina.
    const refused = {
      code: 'FORBIDDEN',
      cause: { appCode: 'MESSAGE_RECIPIENT', message: MESSAGE_TEXTS.notYourTraveller },
    };
    await expect(
      asha.messages.send({ touristEmail: 'sam@example.com', text: 'Book me!' }),
    ).rejects.toMatchObject(refused);
    await expect(ravi.messages.send({ touristEmail: TINA, text: 'Book me instead!' })).rejects.toMatchObject(
      refused,
    );
  });

  it('a guide may write first to a traveller who booked them', async () => {
    const h = await startProduct();
    const { asha, cookies } = await pair(h);
    expect((await post(h, '/api/bookings', tajBooking('reserved', 3), cookies.tina)).status).toBe(201);
    expect(await asha.messages.send({ touristEmail: TINA, text: 'Thank you for booking!' })).toMatchObject({
      from: ASHA,
    });
  });
});

describe('contact details', () => {
  it('are held back for both sides until the two have a paid booking, then shown as written', async () => {
    const h = await startProduct();
    const { asha, tina, cookies } = await pair(h);
    const sent = await tina.messages.send({ guideEmail: ASHA, text: PHONE });
    expect(sent.held).toBe(true);
    expect(sent.text).not.toMatch(/98765|mail\.example/);
    const [held] = await asha.messages.thread({ withEmail: TINA });
    expect(held).toMatchObject({
      held: true,
      text: `Call me on ${MESSAGE_TEXTS.held} or write to ${MESSAGE_TEXTS.held}`,
    });
    expect((await asha.messages.conversations())[0]?.lastText).toBe(held?.text);

    const booking = await post(h, '/api/bookings', tajBooking('reserved', 3), cookies.tina);
    // A booking not paid yet is not enough: not in the thread, the sender's own copy, the list or the mail.
    expect((await asha.messages.thread({ withEmail: TINA }))[0]?.held).toBe(true);
    expect(await tina.messages.send({ guideEmail: ASHA, text: PHONE })).toMatchObject({
      text: held?.text,
      held: true,
    });
    expect((await asha.messages.conversations())[0]?.lastText).toBe(held?.text);
    expect(await mailAwayReaders(h.deps, new Date(Date.now() + 60 * MINUTE))).toBe(1);
    expect((await mailsOf(h, 'message-waiting'))[0]?.data.preview).toBe(held?.text);
    await payBooking(h, cookies.tina, String(booking.body.id), 30);
    for (const side of [asha, tina])
      expect((await side.messages.thread({ withEmail: side === asha ? TINA : ASHA }))[0]).toMatchObject({
        text: PHONE,
        held: false,
      });
  });
});

describe('messages.conversations and messages.markRead', () => {
  it('lists each person once, latest first, with what is unread until the thread is read', async () => {
    const h = await startProduct();
    const { asha, tina, ravi } = await messagingPeople(h);
    await tina.messages.send({ guideEmail: ASHA, text: 'one' });
    await tina.messages.send({ guideEmail: ASHA, text: 'two' });
    await tina.messages.send({ guideEmail: 'ravi@example.com', text: 'three' });
    expect(await tina.messages.conversations()).toMatchObject([
      { withEmail: 'ravi@example.com', lastText: 'three', lastFrom: TINA, unread: 0 },
      { withEmail: ASHA, withName: 'Asha asha', lastText: 'two', unread: 0 },
    ]);
    expect(await asha.messages.conversations()).toMatchObject([
      { withEmail: TINA, withName: 'tina', unread: 2 },
    ]);
    expect(await asha.messages.markRead({ withEmail: TINA })).toEqual({ read: 2 });
    expect(await asha.messages.markRead({ withEmail: TINA })).toEqual({ read: 0 });
    expect(await asha.messages.conversations()).toMatchObject([{ unread: 0 }]);
    expect((await ravi.messages.conversations())[0]?.unread).toBe(1);
  });
});

describe('rate limits', () => {
  it('refuses a sender past the messages of a window, and past the conversations of a day', async () => {
    const h = await startProduct();
    const { tina } = await pair(h);
    for (let i = 0; i < MESSAGE_RULES.perWindow; i++)
      await tina.messages.send({ guideEmail: ASHA, text: `message ${i}` });
    await expect(tina.messages.send({ guideEmail: ASHA, text: 'one more' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    expect(await tina.messages.thread({ withEmail: ASHA })).toHaveLength(MESSAGE_RULES.perWindow);

    const sam = await callerFor(h, await loggedIn(h, 'sam@example.com'));
    for (let i = 0; i <= MESSAGE_RULES.newThreadsPerDay; i++) {
      const email = `guide${i}@example.com`;
      await verifiedGuide(h, email, { guidePlaces: 'Taj Mahal', guideCity: 'Uttar Pradesh', guidePrice: 10 });
      const sending = sam.messages.send({ guideEmail: email, text: 'Free on Sunday?' });
      if (i < MESSAGE_RULES.newThreadsPerDay) await sending;
      else await expect(sending).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    }
  });
});

describe('reporting', () => {
  it('the reader reports a message to the operator’s list; the sender cannot', async () => {
    const h = await startProduct();
    const { asha, tina } = await pair(h);
    const sent = await tina.messages.send({ guideEmail: ASHA, text: 'Pay me outside the site' });
    await expect(tina.messages.report({ id: sent.id })).rejects.toMatchObject({
      cause: { appCode: 'MESSAGE_MISSING' },
    });
    expect(await reportedMessages(h.platform.store)).toEqual([]);
    expect(await asha.messages.report({ id: sent.id })).toEqual({ message: MESSAGE_TEXTS.reported });
    expect(await asha.messages.report({ id: sent.id })).toEqual({ message: MESSAGE_TEXTS.reported });
    expect(await reportedMessages(h.platform.store)).toMatchObject([
      { id: sent.id, from: TINA, to: ASHA, text: 'Pay me outside the site' },
    ]);
    expect((await asha.messages.thread({ withEmail: TINA }))[0]?.reported).toBe(true);
  });
});

describe('the mail to a reader who is away', () => {
  it('mails one stretch of unread messages once, after the wait, and again only after a read', async () => {
    const h = await startProduct();
    const { asha, tina } = await pair(h);
    const start = Date.now();
    const at = (minutes: number) => new Date(start + minutes * MINUTE);
    await tina.messages.send({ guideEmail: ASHA, text: `Are you free? ${PHONE}` });
    await tina.messages.send({ guideEmail: ASHA, text: 'We are four.' });
    expect(await mailAwayReaders(h.deps, at(MESSAGE_RULES.mailAfterMinutes - 1))).toBe(0);
    const sweeps = await Promise.all([
      mailAwayReaders(h.deps, at(MESSAGE_RULES.mailAfterMinutes + 1)),
      mailAwayReaders(h.deps, at(MESSAGE_RULES.mailAfterMinutes + 1)),
    ]);
    expect(sweeps.sort()).toEqual([0, 1]);
    expect(await mailAwayReaders(h.deps, at(60))).toBe(0);
    const [mail] = await mailsOf(h, 'message-waiting');
    expect(mail).toMatchObject({ to: ASHA, data: { fromName: 'tina', count: 2 } });
    expect(String(mail?.data.preview)).toContain(MESSAGE_TEXTS.held);
    expect(String(mail?.data.preview)).not.toContain('98765');

    // Read in time: no mail. Unread after a read: a mail again.
    await asha.messages.markRead({ withEmail: TINA });
    await tina.messages.send({ guideEmail: ASHA, text: 'See you!' });
    await asha.messages.markRead({ withEmail: TINA });
    expect(await mailAwayReaders(h.deps, at(120))).toBe(0);
    await tina.messages.send({ guideEmail: ASHA, text: 'Still there?' });
    expect(await mailAwayReaders(h.deps, at(120))).toBe(1);
    expect(await mailsOf(h, 'message-waiting')).toHaveLength(2);
  });
});

describe('the live push', () => {
  it('reaches the reader’s open stream with who wrote, and nobody else’s', async () => {
    const h = await startProduct();
    const { tina, cookies } = await pair(h);
    const streamOf = async (cookie: string) => {
      const reader = sseReader(await h.app.request('/api/notifications/stream', { headers: { cookie } }));
      return async (): Promise<NotificationPush> =>
        JSON.parse((await reader.next())?.data ?? 'null') as NotificationPush;
    };
    const ashaPush = await streamOf(cookies.asha);
    const tinaPush = await streamOf(cookies.tina);
    expect(await ashaPush()).toEqual({ unread: 0 });
    expect(await tinaPush()).toEqual({ unread: 0 });
    await tina.messages.send({ guideEmail: ASHA, text: 'Hello' });
    expect(await ashaPush()).toEqual({ unread: 0, messageFrom: TINA });
    const asha = await callerFor(h, cookies.asha);
    await asha.messages.send({ touristEmail: TINA, text: 'Hi!' });
    // Tina's next push is Asha's answer, not her own message.
    expect(await tinaPush()).toEqual({ unread: 0, messageFrom: ASHA });
  });
});

describe('the user’s data', () => {
  it('the copy holds the messages as written; erasure removes the thread from both sides', async () => {
    const h = await startProduct();
    const { asha, tina } = await pair(h);
    await tina.messages.send({ guideEmail: ASHA, text: PHONE });
    await asha.messages.send({ touristEmail: TINA, text: 'Noted' });
    const copy = await tina.profile.exportData();
    expect(copy.messages).toMatchObject([
      { from: TINA, to: ASHA, text: PHONE },
      { from: ASHA, to: TINA, text: 'Noted' },
    ]);
    await tina.profile.deleteAccount({ confirm: DELETE_WORD, password: 'Secret#123' });
    expect(await asha.messages.thread({ withEmail: TINA })).toEqual([]);
    expect(await asha.messages.conversations()).toEqual([]);
  });
});
