import { describe, expect, it } from 'vitest';
import { callerFor } from '../../test/caller.js';
import { useProduct } from '../../test/harness.js';
import { loggedIn } from '../../test/http.js';

const startProduct = useProduct();

describe('audio over tRPC', () => {
  it('requests a track and follows its progress live over SSE until it is ready', async () => {
    const h = await startProduct({ workers: ['audio'] });
    const api = await callerFor(h);
    const track = await api.audio.request({ touristPlace: 'Amber Fort', language: 'Hindi' });
    expect(track.status).toBe('pending');
    // Over HTTP on purpose: the subscription's SSE framing, as the app's EventSource reads it.
    const res = await h.app.request(
      `/trpc/audio.progress?input=${encodeURIComponent(JSON.stringify({ id: track.id }))}`,
      {
        headers: { accept: 'text/event-stream' },
      },
    );
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const text = await res.text();
    const statuses = [...text.matchAll(/"status":"(\w+)"/g)].map((m) => m[1]);
    expect(statuses.at(-1)).toBe('ready');
    expect(new Set(statuses)).toContain('pending');
    const ready = await api.audio.track({ id: track.id });
    expect(ready.textLanguage).toBe('hi-IN');
    expect((await h.app.request(String(ready.audioUrl))).status).toBe(200);
  });

  it('gives the logged-in user the description in their language', async () => {
    const h = await startProduct();
    const cookie = await loggedIn(h, 'asha@example.com');
    expect(
      await (await callerFor(h, cookie)).audio.description({
        touristPlace: 'Eiffel Tower',
        language: 'French',
      }),
    ).toMatchObject({ language: 'fr-FR', fellBackToEnglish: false });
  });

  it('answers bad input with 400 and unknown tracks with 404', async () => {
    const h = await startProduct();
    const api = await callerFor(h);
    await expect(api.audio.request({ touristPlace: 'Taj Mahal', language: 'Klingon' })).rejects.toMatchObject(
      {
        message: 'That language is not supported.',
      },
    );
    await expect(api.audio.track({ id: 'not-a-uuid' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api.audio.track({ id: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
