/**
 * A worker process for the crash test. `first` queues a track and starts the audio role, then
 * kills itself with SIGKILL while the track is being spoken. `second` starts on the same files
 * and reports once the track is ready.
 */
import { makeEvent, TOPICS, TRACKS_COLLECTION, type TrackDoc, trackBlobKey } from '@app/contracts';
import { createPlatform, parseConfig, recordEvents, silentLogger } from '@app/infra';
import { startWorkers } from '../runtime.js';

const [mode, dataDir] = process.argv.slice(2);
if ((mode !== 'first' && mode !== 'second') || !dataDir) throw new Error('usage: first|second DATA_DIR');
const platform = await createPlatform(parseConfig({ DATA_DIR: dataDir, BUS_MAX_RETRIES: '2' }), silentLogger);
const tracks = platform.store.collection<TrackDoc>(TRACKS_COLLECTION);
const TRACK_ID = '11111111-1111-4111-8111-111111111111';

if (mode === 'first') {
  const now = new Date();
  await platform.store.transaction(async (tx) => {
    await tx.collection<TrackDoc>(TRACKS_COLLECTION).insertOne({
      _id: TRACK_ID,
      key: 'taj-mahal|en-US|curated|minute',
      placeId: 'taj-mahal',
      placeName: 'Taj Mahal',
      language: 'en-US',
      perspective: 'curated',
      length: 'minute',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
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
await platform.relay.start();
await startWorkers(platform, ['audio']);

const timer = setInterval(async () => {
  const track = await tracks.findOne({ _id: TRACK_ID });
  if (mode === 'first' && track?.status === 'speaking') {
    process.stdout.write('killing mid-generation\n');
    process.kill(process.pid, 'SIGKILL');
  }
  if (mode === 'second' && track?.status === 'ready') {
    clearInterval(timer);
    const readyEvents = await platform.store.collection('outbox').count({ topic: TOPICS.audioReady });
    const blob = await platform.blobs.stat(trackBlobKey(TRACK_ID));
    process.stdout.write(
      `ready events=${readyEvents} bytes=${blob?.size ?? 0} duration=${track.durationMs}\n`,
    );
    process.exit(0);
  }
}, 5);
