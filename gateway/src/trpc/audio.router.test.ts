import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, harness } from '../../test/harness.js';
import { loggedIn, trpc } from '../../test/http.js';

let h: Harness;
afterEach(async () => {
  await h.close();
});

describe('audio over tRPC', () => {
  it('requests a track and follows its progress live over SSE until it is ready', async () => {
    h = await harness({ workers: ['audio'] });
    const requested = await trpc(
      h,
      'audio.request',
      { touristPlace: 'Amber Fort', language: 'Hindi' },
      { mutation: true },
    );
    const track = requested.data as { id: string; status: string };
    expect(track.status).toBe('pending');
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
    const ready = (await trpc(h, 'audio.track', { id: track.id })).data as {
      audioUrl: string;
      textLanguage: string;
    };
    expect(ready.textLanguage).toBe('hi-IN');
    expect((await h.app.request(ready.audioUrl)).status).toBe(200);
  });

  it('gives the logged-in user the description in their language', async () => {
    h = await harness();
    const cookie = await loggedIn(h, 'asha@example.com');
    const res = await trpc(
      h,
      'audio.description',
      { touristPlace: 'Eiffel Tower', language: 'French' },
      { cookie },
    );
    expect(res.data).toMatchObject({ language: 'fr-FR', fellBackToEnglish: false });
  });

  it('answers bad input with 400 and unknown tracks with 404', async () => {
    h = await harness();
    expect(
      (await trpc(h, 'audio.request', { touristPlace: 'Taj Mahal', language: 'Klingon' }, { mutation: true }))
        .error?.message,
    ).toBe('That language is not supported.');
    expect((await trpc(h, 'audio.track', { id: 'not-a-uuid' })).status).toBe(400);
    expect((await trpc(h, 'audio.track', { id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });
});
