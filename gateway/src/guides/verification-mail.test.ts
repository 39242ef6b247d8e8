/**
 * The operator's answer reaches the guide by mail, requested with the decision: verified, or
 * rejected with the reason; repeating the same decision mails nothing more.
 */
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { guidesRejectCommand } from '../operator/commands.js';
import { submittedGuide } from './guide-fixtures.js';
import { rejectGuide, verifyGuide } from './verification.js';

const startProduct = useProduct();
const RAVI = 'ravi@example.com';

const guideMails = async (h: Harness) =>
  (await h.platform.store.collection('outbox').find({ topic: 'mail.requested' }, { sort: { createdAt: 1 } }))
    .map((row) => (row.event as { payload: { to: string; template: string; data: unknown } }).payload)
    .filter((m) => m.template === 'guide-verification');

describe('the guide is mailed the operator’s decision', () => {
  it('verified once, however often the operator verifies', async () => {
    const h = await startProduct();
    await submittedGuide(h, RAVI, { firstName: 'Ravi', lastName: 'Kumar' });
    await verifyGuide(h.platform.store, RAVI);
    await verifyGuide(h.platform.store, RAVI.toUpperCase());
    expect(await guideMails(h)).toEqual([
      { to: RAVI, template: 'guide-verification', data: { decision: 'verified', guideName: 'Ravi Kumar' } },
    ]);
  });

  it('rejected with the reason, again only for a new reason, and verified after it', async () => {
    const h = await startProduct();
    await submittedGuide(h, RAVI, { firstName: 'Ravi', lastName: 'Kumar' });
    await rejectGuide(h.platform.store, { email: RAVI, reason: 'The photo is blurred.' });
    await rejectGuide(h.platform.store, { email: RAVI, reason: 'The photo is blurred.' });
    await rejectGuide(h.platform.store, { email: RAVI, reason: 'The licence has expired.' });
    await verifyGuide(h.platform.store, RAVI);
    expect((await guideMails(h)).map((m) => m.data)).toEqual([
      { decision: 'rejected', guideName: 'Ravi Kumar', reason: 'The photo is blurred.' },
      { decision: 'rejected', guideName: 'Ravi Kumar', reason: 'The licence has expired.' },
      { decision: 'verified', guideName: 'Ravi Kumar' },
    ]);
  });

  it('never as a rejection without its reason', async () => {
    const h = await startProduct();
    await submittedGuide(h, RAVI, { firstName: 'Ravi', lastName: 'Kumar' });
    // Both operator edges refuse a blank reason; the service itself mails no rejection it cannot explain.
    await rejectGuide(h.platform.store, { email: RAVI, reason: '' });
    expect(await h.platform.store.collection('guides').findOne({ email: RAVI })).toMatchObject({
      verificationStatus: 'Rejected',
    });
    expect(await guideMails(h)).toEqual([]);
  });

  it('through the operator command as well, and not at all for an e-mail that is no guide’s', async () => {
    const h = await startProduct();
    await submittedGuide(h, RAVI, { firstName: 'Ravi', lastName: 'Kumar' });
    await expect(verifyGuide(h.platform.store, 'nobody@example.com')).rejects.toMatchObject({
      appCode: 'GUIDE_MISSING',
    });
    await h.listen();
    await guidesRejectCommand(h.deps.config, RAVI, 'No official document was sent.');
    expect((await guideMails(h)).map((m) => [m.to, m.data])).toEqual([
      [RAVI, { decision: 'rejected', guideName: 'Ravi Kumar', reason: 'No official document was sent.' }],
    ]);
  });
});
