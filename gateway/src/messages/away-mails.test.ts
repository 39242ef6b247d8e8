/**
 * The mail to a reader who is away (away-mails.ts): one per reader and thread, with that thread's
 * unread count and a short preview, sent by the product's own sweep every minute, and said in the
 * log for the operator.
 */
import { MESSAGE_RULES } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { type Harness, useProduct } from '../../test/harness.js';
import { ashaAndTina } from '../../test/marketplace.js';
import { mailAwayReaders, startAwayMails } from './away-mails.js';

const ASHA = 'asha@example.com';
const TINA = 'tina@example.com';
const MINUTE = 60_000;
/** Past the wait after which an unread message is mailed. */
const AWAY = (MESSAGE_RULES.mailAfterMinutes + 1) * MINUTE;

const startProduct = useProduct();

type Mail = { to: string; template: string; data: { fromName: string; count: number; preview: string } };

/** The mails about waiting messages, as the outbox holds them. */
const waitingMails = async (h: Harness): Promise<Mail[]> =>
  (await h.platform.store.collection('outbox').find({ topic: 'mail.requested' }))
    .map((row) => (row.event as { payload: Mail }).payload)
    .filter((mail) => mail.template === 'message-waiting');

const sweepLogs = (h: Harness) => h.logs.filter((line) => line.msg === 'unread messages mailed');

describe('the mail to a reader who is away', () => {
  it('one sweep mails each away reader about their own thread, with its unread count', async () => {
    const h = await startProduct();
    const cookies = await ashaAndTina(h);
    const asha = await callerFor(h, cookies.asha);
    const tina = await callerFor(h, cookies.tina);
    const start = Date.now();
    await tina.messages.send({ guideEmail: ASHA, text: 'Free on Friday?' });
    await tina.messages.send({ guideEmail: ASHA, text: 'We would come at six.' });
    await asha.messages.send({ touristEmail: TINA, text: 'Friday works.' });
    // Both are away: each gets a mail of their own, counting only what was written to them.
    expect(await mailAwayReaders(h.deps, new Date(start + AWAY))).toBe(2);
    const mails = (await waitingMails(h)).sort((a, b) => a.to.localeCompare(b.to));
    expect(mails.map(({ to, data }) => ({ to, fromName: data.fromName, count: data.count }))).toEqual([
      { to: ASHA, fromName: 'tina', count: 2 },
      { to: TINA, fromName: 'Asha asha', count: 1 },
    ]);
    expect(mails[1]?.data.preview).toBe('Friday works.');
  });

  it('cuts a long message down to its beginning in the preview', async () => {
    const h = await startProduct();
    const { tina } = await ashaAndTina(h);
    const long = `We are a family of four ${'and we would like to see everything '.repeat(27)}`.trim();
    await (await callerFor(h, tina)).messages.send({ guideEmail: ASHA, text: long });
    expect(await mailAwayReaders(h.deps, new Date(Date.now() + AWAY))).toBe(1);
    // A glance, not the whole message: its first 400 characters.
    expect(long.length).toBeGreaterThan(400);
    expect((await waitingMails(h))[0]?.data.preview).toBe(long.slice(0, 400));
  });

  it('the log says how many mails a sweep asked for, and nothing when there were none', async () => {
    const h = await startProduct();
    const { tina } = await ashaAndTina(h);
    const start = Date.now();
    await (await callerFor(h, tina)).messages.send({ guideEmail: ASHA, text: 'Free on Friday?' });
    expect(await mailAwayReaders(h.deps, new Date(start))).toBe(0);
    expect(sweepLogs(h)).toEqual([]);
    expect(await mailAwayReaders(h.deps, new Date(start + AWAY))).toBe(1);
    expect(sweepLogs(h)).toMatchObject([{ mailed: 1 }]);
  });

  it('the product sweeps every minute without anyone asking', async () => {
    const h = await startProduct();
    const { tina } = await ashaAndTina(h);
    await (await callerFor(h, tina)).messages.send({ guideEmail: ASHA, text: 'Free on Friday?' });
    // The clock past the wait, and a minute of the sweep's timer gone by.
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'], now: Date.now() + AWAY });
    const sweeps = startAwayMails(h.deps);
    try {
      vi.advanceTimersByTime(MINUTE);
      vi.useRealTimers();
      await vi.waitFor(async () => expect(await waitingMails(h)).toMatchObject([{ to: ASHA }]));
    } finally {
      vi.useRealTimers();
      await sweeps.stop();
    }
  });
});
