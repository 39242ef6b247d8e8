import { buffer } from 'node:stream/consumers';
import { trackBlobKey, trackPartKey, trackTextKey } from '@app/contracts';
import type { Platform } from '@app/infra';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { audioRequest, audioTestPlatform, trackRequest } from '../../test/tracks.js';
import { failTrack, generateTrack } from './generate-track.js';
import { type Heard, hear } from './heard.fixture.js';

let platform: Platform;
let heard: Heard;
afterEach(async () => {
  await platform.close();
});

async function start() {
  platform = await audioTestPlatform('generate-track-');
  heard = await hear(platform);
}

const blob = async (key: string) => buffer(await platform.blobs.get(key));
const stages = (trackId: string) => heard.progress(trackId).map((progress) => progress.stage);

describe('generating a track', () => {
  it('needs no store: a deps object of places, writer, speech, blobs, bus and logger alone makes the track', async () => {
    await start();
    const { places, writer, speech, blobs, bus, logger } = platform;
    const deps = { places, writer, speech, blobs, bus, logger };
    expect(deps).not.toHaveProperty('store');
    const event = audioRequest('hawa-mahal');
    const { trackId } = event.payload;

    expect(await generateTrack(deps, trackRequest(event))).toBe('generated');
    const whole = await blob(trackBlobKey(trackId));
    expect(whole.length).toBeGreaterThan(10_000);
    await heard.settled();
    expect(heard.ready(trackId)).toEqual([
      expect.objectContaining({ trackId, take: event.id, status: 'ready', bytes: whole.length }),
    ]);
  }, 120_000);

  it('says writing while the text is written, and speaking, with that text, while it is spoken', async () => {
    await start();
    const event = audioRequest('hawa-mahal');
    const { trackId } = event.payload;
    const { writer, speech } = platform;
    const write = writer.write.bind(writer);
    const speakPieces = speech.speakPieces.bind(speech);
    const seen: string[][] = [];
    vi.spyOn(writer, 'write').mockImplementation(async (request) => {
      await vi.waitFor(() => expect(stages(trackId)).toContain('writing'), { timeout: 10_000 });
      seen.push(stages(trackId));
      return write(request);
    });
    vi.spyOn(speech, 'speakPieces').mockImplementation(async function* (text, language, from) {
      await vi.waitFor(() => expect(stages(trackId)).toContain('speaking'), { timeout: 10_000 });
      seen.push(stages(trackId));
      yield* speakPieces(text, language, from);
    });

    expect(await generateTrack(platform, trackRequest(event))).toBe('generated');
    expect(seen).toEqual([['writing'], ['writing', 'speaking']]);
    const speaking = heard.progress(trackId)[1];
    expect(speaking).toEqual({
      trackId,
      take: event.id,
      stage: 'speaking',
      text: expect.stringContaining('Hawa Mahal'),
      textLanguage: 'en-US',
      fellBackToEnglish: false,
    });
    // The take's text is kept as its blob, the gateway's to read back and the retry's to speak.
    const kept = JSON.parse((await blob(trackTextKey(trackId, event.id))).toString('utf8'));
    expect({ trackId, take: event.id, stage: 'speaking', ...kept }).toEqual(speaking);
  }, 120_000);

  it('resumes a take from the text it kept: a retry neither writes again nor says writing', async () => {
    await start();
    const event = audioRequest('hawa-mahal');
    const { trackId } = event.payload;
    const { writer, speech } = platform;
    const write = writer.write.bind(writer);
    let writes = 0;
    // An LLM writes other words each time: only the kept text keeps the pieces of one take alike.
    vi.spyOn(writer, 'write').mockImplementation(async (request) => {
      writes += 1;
      const written = await write(request);
      return writes === 1 ? written : { ...written, text: 'Other words, written again.' };
    });
    const speakPieces = speech.speakPieces.bind(speech);
    let spoken = 0;
    vi.spyOn(speech, 'speakPieces').mockImplementation(async function* (text, language, from) {
      spoken += 1;
      if (spoken === 1) throw new Error('the speech engine died');
      yield* speakPieces(text, language, from);
    });

    await expect(generateTrack(platform, trackRequest(event))).rejects.toThrow('the speech engine died');
    await heard.settled();
    expect(stages(trackId)).toEqual(['writing', 'speaking']);
    expect(await generateTrack(platform, trackRequest(event))).toBe('generated');

    expect(writes).toBe(1);
    await heard.settled();
    expect(heard.ready(trackId)).toHaveLength(1);
    const said = stages(trackId);
    expect(said.slice(0, 3)).toEqual(['writing', 'speaking', 'speaking']);
    expect(said.filter((stage) => stage === 'writing')).toHaveLength(1);
    const [, firstTry, retry] = heard.progress(trackId);
    expect(retry).toEqual(firstTry);
    expect(firstTry).toMatchObject({ text: expect.stringContaining('Hawa Mahal') });
  }, 120_000);

  it('says only ready again for a request whose track is made: nothing written, nothing spoken', async () => {
    await start();
    const event = audioRequest('hawa-mahal');
    const { trackId } = event.payload;
    expect(await generateTrack(platform, trackRequest(event))).toBe('generated');
    await heard.settled();
    const made = heard.ready(trackId)[0];
    const progressBefore = heard.progress(trackId);
    const write = vi.spyOn(platform.writer, 'write');
    const speak = vi.spyOn(platform.speech, 'speakPieces');

    // The same event delivered again, and another request for the track (a new take).
    const again = audioRequest('hawa-mahal', { trackId });
    expect(await generateTrack(platform, trackRequest(event))).toBe('already-made');
    expect(await generateTrack(platform, trackRequest(again))).toBe('already-made');

    await heard.settled();
    expect(write).not.toHaveBeenCalled();
    expect(speak).not.toHaveBeenCalled();
    expect(heard.progress(trackId)).toEqual(progressBefore);
    expect(heard.ready(trackId)).toEqual([made, made, { ...made, take: again.id }]);
    expect(made).toEqual({
      trackId,
      take: event.id,
      status: 'ready',
      durationMs: expect.any(Number),
      bytes: (await blob(trackBlobKey(trackId))).length,
    });
  }, 120_000);

  it('stops a try given up on while its text was written, before it speaks anything', async () => {
    await start();
    const event = audioRequest('hawa-mahal');
    const { trackId } = event.payload;
    const timedOut = new AbortController();
    const { writer } = platform;
    const write = writer.write.bind(writer);
    vi.spyOn(writer, 'write').mockImplementation(async (request) => {
      const written = await write(request);
      timedOut.abort(new Error('handler did not finish in time'));
      return written;
    });
    const speak = vi.spyOn(platform.speech, 'speakPieces');

    await expect(generateTrack(platform, trackRequest(event), timedOut.signal)).rejects.toThrow(
      'handler did not finish in time',
    );
    await heard.settled();
    expect(speak).not.toHaveBeenCalled();
    expect(stages(trackId)).toEqual(['writing']);
    expect(heard.ready(trackId)).toEqual([]);
    // Nothing kept: the next try writes its text afresh.
    expect(await platform.blobs.stat(trackTextKey(trackId, event.id))).toBeNull();
    expect(await platform.blobs.stat(trackPartKey(trackId, event.id, 0))).toBeNull();
  });
});

describe('a track that cannot be made', () => {
  it('says it failed, for its take, with the first 500 characters of a long reason', async () => {
    await start();
    const event = audioRequest('hawa-mahal');
    const { trackId } = event.payload;
    const reason = `speech engine failed:${' at speak (espeak-run.ts:42)\n'.repeat(40)}`;
    await failTrack(platform, trackRequest(event), reason);
    await heard.settled();
    expect(heard.ready(trackId)).toEqual([
      { trackId, take: event.id, status: 'failed', error: reason.slice(0, 500) },
    ]);
    expect(heard.progress(trackId)).toEqual([]);
  });

  it('stops, and stores no whole track over it, once another try of the same request has stored one', async () => {
    await start();
    const event = audioRequest('taj-mahal', { length: 'book', tier: 'subscriber' });
    const { trackId } = event.payload;
    const theirs = Buffer.from('the whole track another try stored');
    const { speech } = platform;
    const speakPieces = speech.speakPieces.bind(speech);
    vi.spyOn(speech, 'speakPieces').mockImplementation(async function* (text, language, from) {
      let spoken = 0;
      for await (const piece of speakPieces(text, language, from)) {
        yield piece;
        // The other try finishes while this one speaks its second piece.
        if (++spoken === 1)
          await platform.blobs.put(trackBlobKey(trackId), theirs, { contentType: 'audio/mpeg' });
      }
    });

    expect(await generateTrack(platform, trackRequest(event))).toBe('already-made');
    expect(await blob(trackBlobKey(trackId))).toEqual(theirs);
    expect(await platform.blobs.stat(trackPartKey(trackId, event.id, 1))).toBeNull();
    await heard.settled();
    expect(heard.progress(trackId).filter((progress) => progress.stage === 'part')).toHaveLength(1);
    expect(heard.ready(trackId)).toEqual([
      expect.objectContaining({ status: 'ready', bytes: theirs.length }),
    ]);
  }, 120_000);

  it('speaks the text another try of the same request kept first, not its own', async () => {
    await start();
    const event = audioRequest('hawa-mahal');
    const { trackId } = event.payload;
    const first = { text: 'The first try’s words.', textLanguage: 'en-US', fellBackToEnglish: false };
    const { writer } = platform;
    const write = writer.write.bind(writer);
    vi.spyOn(writer, 'write').mockImplementation(async (request) => {
      const written = await write(request);
      await platform.blobs.put(trackTextKey(trackId, event.id), Buffer.from(JSON.stringify(first)), {
        contentType: 'application/json',
      });
      return written;
    });

    expect(await generateTrack(platform, trackRequest(event))).toBe('generated');
    await heard.settled();
    expect(heard.progress(trackId).find((progress) => progress.stage === 'speaking')).toMatchObject(first);
    expect(JSON.parse((await blob(trackTextKey(trackId, event.id))).toString('utf8'))).toEqual(first);
  }, 120_000);
});
