/**
 * What costs the server work for anyone who asks (a written description, speech of a short text) is
 * capped per address and hour: the call after the cap is refused with 429, and another address is
 * not held back by it.
 */
import { describe, expect, it, vi } from 'vitest';
import { visitorAt } from '../../test/actors.js';
import { type Harness, useProduct } from '../../test/harness.js';
import { describePlace, synthesizeText } from './audio.service.js';

/** The product of the running test, started by `startProduct` and closed after the test. */
let h: Harness;
const startProduct = useProduct();

const TOO_MANY = { status: 429, message: expect.stringMatching(/^Too many attempts/) };

describe('per address and hour', () => {
  it('a place is described 120 times, then refused; another address is still answered', async () => {
    h = await startProduct();
    const ask = (ip: string) =>
      describePlace(h.deps, visitorAt(ip), { touristPlace: 'Taj Mahal', language: 'en-US' });
    for (let i = 0; i < 120; i++) await ask('203.0.113.20');
    await expect(ask('203.0.113.20')).rejects.toMatchObject(TOO_MANY);
    await expect(ask('203.0.113.21')).resolves.toMatchObject({ place: { name: 'Taj Mahal' } });
  });

  it('a short text is spoken 30 times, then refused; another address is still answered', async () => {
    h = await startProduct();
    // The limit is what is tested, not the voice: thirty real syntheses would take half a minute.
    vi.spyOn(h.platform.speech, 'synthesize').mockResolvedValue({
      audio: Buffer.from('mp3'),
      contentType: 'audio/mpeg',
      durationMs: 500,
    });
    const say = (ip: string) =>
      synthesizeText(h.deps, visitorAt(ip), { text: 'Namaste.', language: 'en-US' });
    for (let i = 0; i < 30; i++) await say('203.0.113.30');
    await expect(say('203.0.113.30')).rejects.toMatchObject(TOO_MANY);
    await expect(say('203.0.113.31')).resolves.toBeDefined();
  });
});
