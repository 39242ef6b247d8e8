/**
 * What a visitor is told they have left is the smaller of their device's listens and their
 * address's listens today: a shared address that is nearly spent (an office, a hostel) is what
 * limits every device on it.
 */
import { AUDIO_LIMITS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { type Harness, useProduct } from '../../test/harness.js';
import { ANONYMOUS_PER_ADDRESS_PER_DAY, COUNTERS } from './allowance.js';
import { allowanceLeft } from './allowance-left.js';

/** The product of the running test, started by `startProduct` and closed after the test. */
let h: Harness;
const startProduct = useProduct();

const NOW = new Date();
const IP = '203.0.113.40';

async function used(id: string, count: number): Promise<void> {
  const expiresAt = new Date(NOW.getTime() + 86_400_000);
  await h.platform.store.collection('audio_usage').insertOne({ _id: id, count, expiresAt });
}

const leftFor = (deviceId: string) => allowanceLeft(h.platform.store, { deviceId, ip: IP, now: NOW });

describe('a visitor’s listens left', () => {
  it('are the device’s on a quiet address, and the address’s once it is nearly spent', async () => {
    h = await startProduct();
    await used(COUNTERS.device('device-one'), 3);
    expect(await leftFor('device-one')).toEqual({
      tier: 'anonymous',
      left: 2,
      limit: AUDIO_LIMITS.anonymousGenerations,
    });

    await used(COUNTERS.address(IP, NOW), ANONYMOUS_PER_ADDRESS_PER_DAY - 1);
    expect(await leftFor('device-two')).toMatchObject({ left: 1 });
    await h.platform.store
      .collection('audio_usage')
      .updateOne({ _id: COUNTERS.address(IP, NOW) }, { $inc: { count: 5 } });
    expect(await leftFor('device-two')).toMatchObject({ left: 0 });
  });
});
