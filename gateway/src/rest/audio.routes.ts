/**
 * REST for the audio guide (spec §7): descriptions, speech, tracks in each tier, and track audio:
 * streamed while it is spoken, then the stored file with Range.
 */
import {
  AUDIO_MESSAGES,
  audioBookPlanSchema,
  audioBookSchema,
  generateSchema,
  languageField,
  MESSAGES,
  synthesizeSchema,
  trackBlobKey,
} from '@app/contracts';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  type AudioRequest,
  blobResponse,
  describePlace,
  deviceId,
  ensureSample,
  listeningAllowance,
  requestAudio,
  streamingBody,
  synthesizeText,
  toView,
  trackView,
  waitForTrack,
} from '../audio/index.js';
import { AppError } from '../core/index.js';
import type { Deps } from '../deps/index.js';
import { type AppEnv, clientOf, cookiesOf, jsonReader } from '../http/index.js';
import { actorOf, signedInActor } from './request-actor.js';

const sampleQuery = z.object({ language: languageField });

/** How long a REST call waits for its track before answering 202 with the track to poll. */
const WAIT_MS = 25_000;

export function audioRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const readJson = jsonReader(deps.config.BODY_LIMIT_BYTES);

  r.post('/api/generate', async (c) =>
    c.json(await describePlace(deps, await actorOf(deps, c), await readJson(c, generateSchema))),
  );

  r.post('/api/synthesize', async (c) => {
    const speech = await synthesizeText(deps, await actorOf(deps, c), await readJson(c, synthesizeSchema));
    return c.body(new Uint8Array(speech.audio), 200, {
      'Content-Type': speech.contentType,
      'Content-Length': String(speech.audio.length),
      'Cache-Control': 'no-store',
    });
  });

  const trackResponse = async (c: Context<AppEnv>, trackId: string) => {
    const track = await waitForTrack(deps, trackId, WAIT_MS);
    if (!track) return c.json({ message: AUDIO_MESSAGES.trackFailed, code: 'TRACK_FAILED' }, 503);
    if (track.status === 'failed')
      return c.json({ message: AUDIO_MESSAGES.trackFailed, code: 'TRACK_FAILED', track: toView(track) }, 503);
    return c.json(toView(track), track.status === 'ready' ? 200 : 202);
  };
  const audioBook = (path: string, tierOf: (c: Context<AppEnv>) => AudioRequest) =>
    r.post(path, async (c) => {
      const tier = tierOf(c);
      const actor = tier.tier === 'anonymous' ? await actorOf(deps, c) : await signedInActor(deps, c);
      const track = await requestAudio(deps, actor, await readJson(c, audioBookSchema), tier);
      return trackResponse(c, track._id);
    });
  audioBook('/api/generateForAudioBookFreeVersionWithOutLogIn', (c) => ({
    tier: 'anonymous',
    deviceId: deviceId(cookiesOf(c), clientOf(deps, c).secure),
  }));
  audioBook('/api/generateForAudioBookFreeVersion', () => ({ tier: 'free' }));
  audioBook('/api/generateForAudioBook', () => ({ tier: 'subscriber' }));
  r.post('/api/generateForAudioBookPlan', async (c) => {
    const actor = await signedInActor(deps, c);
    const input = await readJson(c, audioBookPlanSchema);
    const track = await requestAudio(deps, actor, input, {
      tier: 'plan',
      purchasedPlan: input.purchasedPlan,
    });
    return trackResponse(c, track._id);
  });

  r.get('/api/tracks/:id', async (c) => c.json(await trackView(deps, c.req.param('id'))));

  /**
   * A track still being spoken: its audio as it is made, in one response of unknown length
   * (chunked; no ranges, and a Range header is answered with the whole). Not cached: until it is
   * ready, the stored file is what later requests should get.
   */
  const streamingAudio = async (c: Context<AppEnv>, id: string) => {
    const track = await trackView(deps, id);
    if (track.status === 'failed')
      return c.json({ message: AUDIO_MESSAGES.trackFailed, code: 'TRACK_FAILED' }, 503);
    return c.body(streamingBody(deps, id), 200, {
      'Content-Type': 'audio/mpeg',
      'Cache-Control': 'no-store',
    });
  };

  /** The track's audio: whole or one byte range, cacheable forever (a track's audio never changes). */
  r.get('/api/tracks/:id/audio', async (c) => {
    const id = c.req.param('id');
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    const info = await deps.blobs.stat(trackBlobKey(id));
    if (!info) return streamingAudio(c, id);
    return blobResponse(deps, c, trackBlobKey(id), info, 'public, max-age=31536000, immutable');
  });

  /** What the caller may still hear (not in spec §7): the same answer as audio.allowance. */
  r.get('/api/audio/allowance', async (c) => {
    const actor = await actorOf(deps, c);
    return c.json(await listeningAllowance(deps, actor, () => deviceId(cookiesOf(c), actor.secure)));
  });

  /** The home page's free sample in a language (not in spec §7); a day's cache, as it may be remade. */
  r.get('/api/audio/sample.mp3', async (c) => {
    const { language } = sampleQuery.parse(c.req.query());
    const key = await ensureSample(deps, language);
    const info = await deps.blobs.stat(key);
    if (!info) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    return blobResponse(deps, c, key, info, 'public, max-age=86400');
  });
  return r;
}
