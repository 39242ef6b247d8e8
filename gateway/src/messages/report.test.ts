/**
 * Reporting a message (report.ts): the operator's list holds each reported message once, the
 * newest report first, with when it was first reported; a message one did not receive is refused.
 */
import { MESSAGE_TEXTS } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { ashaAndTina } from '../../test/marketplace.js';
import { reportedMessages } from './report.js';

const ASHA = 'asha@example.com';
const TINA = 'tina@example.com';

const startProduct = useProduct();

/** Resolves once the clock has moved past `after`, so that what follows happens strictly later. */
async function clockPasses(after: number) {
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(after), { interval: 1 });
}

describe('the operator’s list of reported messages', () => {
  it('lists each reported message once, the newest report first, with when it was first reported', async () => {
    const h = await startProduct();
    const cookies = await ashaAndTina(h);
    const asha = await callerFor(h, cookies.asha);
    const tina = await callerFor(h, cookies.tina);
    const first = await tina.messages.send({ guideEmail: ASHA, text: 'Pay me outside the site' });
    const second = await tina.messages.send({ guideEmail: ASHA, text: 'Or in cash only' });
    await clockPasses(Date.parse(second.at));

    const reportingFirst = Date.now();
    await asha.messages.report({ id: first.id });
    const firstReported = Date.now();
    await clockPasses(firstReported);
    await asha.messages.report({ id: second.id });

    const list = await reportedMessages(h.platform.store);
    expect(list.map(({ id, from, to, text }) => ({ id, from, to, text }))).toEqual([
      { id: second.id, from: TINA, to: ASHA, text: 'Or in cash only' },
      { id: first.id, from: TINA, to: ASHA, text: 'Pay me outside the site' },
    ]);
    // The time of the report, not of the message: the operator sees how long it has waited.
    const reportedAt = Date.parse(list[1]?.reportedAt ?? '');
    expect(reportedAt).toBeGreaterThanOrEqual(reportingFirst);
    expect(reportedAt).toBeLessThanOrEqual(firstReported);
    expect(list[1]?.at).toBe(first.at);

    // Reporting again keeps the first report and its time.
    await clockPasses(Date.now());
    await asha.messages.report({ id: first.id });
    expect(await reportedMessages(h.platform.store)).toEqual(list);
  });

  it('refuses to report a message one did not receive as not found', async () => {
    const h = await startProduct();
    const { tina } = await ashaAndTina(h);
    const caller = await callerFor(h, tina);
    const sent = await caller.messages.send({ guideEmail: ASHA, text: 'Hello' });
    await expect(caller.messages.report({ id: sent.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      cause: { appCode: 'MESSAGE_MISSING', message: MESSAGE_TEXTS.missing },
    });
    expect(await reportedMessages(h.platform.store)).toEqual([]);
  });
});
