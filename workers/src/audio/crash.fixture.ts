/**
 * A worker process for the crash test. `first` queues a track and starts the audio role, then
 * kills itself with SIGKILL once a piece is stored and listed (the next one being spoken), having
 * copied the listed pieces aside.
 * `second` starts on the same files, notes where speaking resumes, and reports once the track is
 * ready and its pieces are cleaned up.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { makeEvent, TOPICS, TRACKS_COLLECTION, type TrackDoc, trackBlobKey } from '@app/contracts';
import { createPlatform, parseConfig, readMp3Frames, recordEvents, silentLogger } from '@app/infra';
import { pendingTrack } from '../../test/tracks.js';
import { startWorkers } from '../runtime.js';

const [mode, dataDir] = process.argv.slice(2);
if ((mode !== 'first' && mode !== 'second') || !dataDir) throw new Error('usage: first|second DATA_DIR');
const platform = await createPlatform(parseConfig({ DATA_DIR: dataDir, BUS_MAX_RETRIES: '2' }), silentLogger);
const tracks = platform.store.collection<TrackDoc>(TRACKS_COLLECTION);
const TRACK_ID = '11111111-1111-4111-8111-111111111111';
/** The pieces the first run stored, joined, and their keys: what the second must keep. */
const FIRST_PARTS = join(dataDir, 'first-parts.mp3');
const FIRST_KEYS = join(dataDir, 'first-parts.json');

if (mode === 'first') {
  await platform.store.transaction(async (tx) => {
    await tx
      .collection<TrackDoc>(TRACKS_COLLECTION)
      .insertOne(pendingTrack(TRACK_ID, 'taj-mahal', 'Taj Mahal'));
    await recordEvents(tx, [
      makeEvent(TOPICS.audioRequested, {
        trackId: TRACK_ID,
        placeId: 'taj-mahal',
        language: 'en-US',
        perspective: 'curated',
        tier: 'free',
      }),
    ]);
  });
}

let resumedFrom = -1;
if (mode === 'second') {
  const { speech } = platform;
  const speakPieces = speech.speakPieces.bind(speech);
  speech.speakPieces = (text, languageId, from) => {
    resumedFrom = from ?? 0;
    return speakPieces(text, languageId, from);
  };
}
await platform.relay.start();
await startWorkers(platform, ['audio']);

let busy = false;
const timer = setInterval(async () => {
  if (busy) return;
  busy = true;
  const track = await tracks.findOne({ _id: TRACK_ID });
  if (mode === 'first' && (track?.partsReady ?? 0) >= 1) {
    const parts = track?.parts ?? [];
    const bytes = await Promise.all(parts.map(async (part) => buffer(await platform.blobs.get(part.key))));
    writeFileSync(FIRST_PARTS, Buffer.concat(bytes));
    writeFileSync(FIRST_KEYS, JSON.stringify(parts.map((part) => part.key)));
    process.stdout.write(`killing mid-generation with ${parts.length} parts listed\n`);
    process.kill(process.pid, 'SIGKILL');
  }
  if (mode === 'second' && track?.status === 'ready') {
    const keys = JSON.parse(readFileSync(FIRST_KEYS, 'utf8')) as string[];
    const left = await Promise.all(keys.map((key) => platform.blobs.stat(key)));
    // Parts are deleted right after the track is marked ready: wait for that.
    if (left.some((info) => info !== null)) {
      busy = false;
      return;
    }
    clearInterval(timer);
    const readyEvents = await platform.store.collection('outbox').count({ topic: TOPICS.audioReady });
    const audio = await buffer(await platform.blobs.get(trackBlobKey(TRACK_ID)));
    const first = readFileSync(FIRST_PARTS);
    const frames = readMp3Frames(audio);
    process.stdout.write(
      `ready events=${readyEvents} bytes=${audio.length} duration=${track.durationMs} ` +
        `frames-duration=${frames.durationMs} first-parts=${keys.length} resumed-from=${resumedFrom} ` +
        `keeps-first-parts=${audio.subarray(0, first.length).equals(first)} parts-listed=${track.parts?.length ?? 0}\n`,
    );
    process.exit(0);
  }
  busy = false;
}, 5);
