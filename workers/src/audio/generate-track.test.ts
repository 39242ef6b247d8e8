import { TRACKS_COLLECTION, type TrackDoc } from '@app/contracts';
import { markHandled, type Platform } from '@app/infra';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { audioTestPlatform, pendingTrack } from '../../test/tracks.js';
import { audioReadyEvents } from './audio-ready.fixture.js';
import { failTrack, generateTrack } from './generate-track.js';

let platform: Platform;
afterEach(async () => {
  await platform.close();
});

const tracks = () => platform.store.collection<TrackDoc>(TRACKS_COLLECTION);
const trackOf = (id: string) => tracks().findOne({ _id: id });

/** A track waiting for its generation, or as `fields` say (a ready one, say). */
async function addTrack(fields: Partial<TrackDoc> = {}) {
  const id = crypto.randomUUID();
  await tracks().insertOne({
    ...pendingTrack(id, 'hawa-mahal', 'Hawa Mahal', `hawa-mahal|${id}`),
    ...fields,
  });
  return id;
}

/** One `audio.requested` event for `trackId`, handled as the audio worker does (no bus time-out). */
const generate = (trackId: string, eventId: string = crypto.randomUUID(), signal?: AbortSignal) =>
  generateTrack(platform, { consumer: 'audio-worker', eventId, trackId }, signal);

describe('generating a track', () => {
  it('makes the track asked for and leaves another waiting track as it was, whichever comes first', async () => {
    platform = await audioTestPlatform('generate-track-');
    const first = await addTrack();
    const second = await addTrack();
    const secondBefore = await trackOf(second);

    expect(await generate(first)).toBe('generated');
    expect(await trackOf(second)).toEqual(secondBefore);
    const firstReady = await trackOf(first);
    expect(firstReady).toMatchObject({ status: 'ready', textLanguage: 'en-US' });

    expect(await generate(second)).toBe('generated');
    expect(await trackOf(first)).toEqual(firstReady);
    expect((await trackOf(second))?.status).toBe('ready');
    for (const id of [first, second]) {
      const ready = await trackOf(id);
      expect(await audioReadyEvents(platform, id)).toEqual([
        { trackId: id, status: 'ready', durationMs: ready?.durationMs },
      ]);
    }
  }, 120_000);

  it('answers missing, and records nothing, for a track that no longer exists', async () => {
    platform = await audioTestPlatform('generate-track-');
    expect(await generate(crypto.randomUUID())).toBe('missing');
    expect(await tracks().count({})).toBe(0);
    expect(await audioReadyEvents(platform)).toEqual([]);
  });

  it('answers already-handled for a request it has handled, even when the track is waiting again', async () => {
    platform = await audioTestPlatform('generate-track-');
    const id = await addTrack();
    const eventId = crypto.randomUUID();
    await markHandled(platform.store, 'audio-worker', eventId);
    const before = await trackOf(id);
    expect(await generate(id, eventId)).toBe('already-handled');
    expect(await trackOf(id)).toEqual(before);
  });

  it('does not make a ready track again when another request for it comes', async () => {
    platform = await audioTestPlatform('generate-track-');
    const id = await addTrack({ status: 'ready', text: 'Hawa Mahal…', durationMs: 61_000, bytes: 240_000 });
    const before = await trackOf(id);
    expect(await generate(id)).toBe('already-ready');
    expect(await trackOf(id)).toEqual(before);
    expect(await audioReadyEvents(platform)).toEqual([]);
  });

  it('keeps no error on a track that failed before and is then made', async () => {
    platform = await audioTestPlatform('generate-track-');
    const id = await addTrack();
    await failTrack(platform, id, 'the speech engine crashed');
    expect(await trackOf(id)).toMatchObject({ status: 'failed', error: 'the speech engine crashed' });

    expect(await generate(id)).toBe('generated');
    const track = await trackOf(id);
    expect(track?.status).toBe('ready');
    expect(track).not.toHaveProperty('error');
    expect(track).not.toHaveProperty('parts');
    expect(track).not.toHaveProperty('partsTake');
    expect((await audioReadyEvents(platform, id)).map((event) => event.status)).toEqual(['failed', 'ready']);
  }, 120_000);

  it('stops a try given up on while its text was written, before it speaks anything', async () => {
    platform = await audioTestPlatform('generate-track-');
    const id = await addTrack();
    const timedOut = new AbortController();
    const { writer } = platform;
    const write = writer.write.bind(writer);
    vi.spyOn(writer, 'write').mockImplementation(async (request) => {
      const written = await write(request);
      timedOut.abort(new Error('handler did not finish in time'));
      return written;
    });
    await expect(generate(id, undefined, timedOut.signal)).rejects.toThrow('handler did not finish in time');
    const track = await trackOf(id);
    expect(track?.status).toBe('writing');
    expect(track).not.toHaveProperty('partsTake');
    expect(track).not.toHaveProperty('parts');
    expect(await audioReadyEvents(platform)).toEqual([]);
  });
});

describe('a track that cannot be made', () => {
  it('keeps the first 500 characters of a long reason, on the track and on audio.ready', async () => {
    platform = await audioTestPlatform('generate-track-');
    const id = await addTrack();
    const reason = `speech engine failed:${' at speak (espeak-run.ts:42)\n'.repeat(40)}`;
    await failTrack(platform, id, reason);
    expect((await trackOf(id))?.error).toBe(reason.slice(0, 500));
    expect(await audioReadyEvents(platform, id)).toEqual([
      { trackId: id, status: 'failed', error: reason.slice(0, 500) },
    ]);
  });
});
