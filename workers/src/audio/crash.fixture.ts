/**
 * A worker process for the crash test. `first` asks for a track and starts the audio role, then
 * kills itself with SIGKILL once a piece is stored and announced (the next one being spoken), having
 * copied the announced pieces aside.
 * `second` starts on the same files, notes which pieces the first left stored and where speaking
 * resumes, and reports once the track is ready. There is no gateway: what the worker said is heard on
 * the bus, by a group of the fixture's own.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { makeEvent, TOPICS, trackBlobKey, trackPartKey } from '@app/contracts';
import { createPlatform, parseConfig, readMp3Frames, silentLogger } from '@app/infra';
import { startWorkers } from '../runtime.js';
import { hear } from './heard.fixture.js';

const [mode, dataDir] = process.argv.slice(2);
if ((mode !== 'first' && mode !== 'second') || !dataDir) throw new Error('usage: first|second DATA_DIR');
const platform = await createPlatform(parseConfig({ DATA_DIR: dataDir, BUS_MAX_RETRIES: '2' }), silentLogger);
const TRACK_ID = '11111111-1111-4111-8111-111111111111';
/** The request's event id, and so the take: the second run looks for the pieces the first stored under it. */
const TAKE = '22222222-2222-4222-8222-222222222222';
/** The pieces the first run announced, joined, and how many: what the second must keep. */
const FIRST_PARTS = join(dataDir, 'first-parts.mp3');
const FIRST_COUNT = join(dataDir, 'first-parts.json');
const blob = async (key: string) => buffer(await platform.blobs.get(key));

if (mode === 'first') {
  const heard = await hear(platform, 'crash-first');
  // A book has three pieces or more: the kill comes while the second is being spoken.
  const request = makeEvent(TOPICS.audioRequested, {
    trackId: TRACK_ID,
    placeId: 'taj-mahal',
    language: 'en-US',
    perspective: 'curated',
    tier: 'subscriber',
    length: 'book',
  });
  await platform.bus.publish(TOPICS.audioRequested, [{ ...request, id: TAKE }]);
  void heard
    .when((h) => h.topic === TOPICS.audioProgress && h.event.payload.stage === 'part')
    .then(async () => {
      const parts = heard.progress(TRACK_ID).flatMap((p) => (p.stage === 'part' ? [p.part] : []));
      const bytes = await Promise.all(parts.map((part) => blob(part.key)));
      writeFileSync(FIRST_PARTS, Buffer.concat(bytes));
      writeFileSync(FIRST_COUNT, JSON.stringify(parts.length));
      process.stdout.write(`killing mid-generation with ${parts.length} parts announced\n`);
      process.kill(process.pid, 'SIGKILL');
    });
  await startWorkers(platform, ['audio']);
}

if (mode === 'second') {
  // What the first run stored before it died, announced or not: up to the first piece missing.
  const stored: Buffer[] = [];
  for (let index = 0; ; index++) {
    const key = trackPartKey(TRACK_ID, TAKE, index);
    if (!(await platform.blobs.stat(key))) break;
    stored.push(await blob(key));
  }
  let resumedFrom = -1;
  const { speech } = platform;
  const speakPieces = speech.speakPieces.bind(speech);
  speech.speakPieces = (text, languageId, from) => {
    resumedFrom = from ?? 0;
    return speakPieces(text, languageId, from);
  };
  // A group of its own reads both runs' events from the start of each topic.
  const heard = await hear(platform, 'crash-second');
  const workers = await startWorkers(platform, ['audio']);
  await heard.when((h) => h.topic === TOPICS.audioReady && h.event.payload.trackId === TRACK_ID);
  await workers.stop();
  await heard.settled();
  const results = heard.ready(TRACK_ID);
  const ready = results.find((result) => result.status === 'ready');
  const audio = await blob(trackBlobKey(TRACK_ID));
  const first = readFileSync(FIRST_PARTS);
  const starts = (part: Buffer) => audio.subarray(0, part.length).equals(part);
  process.stdout.write(
    `ready events=${results.filter((r) => r.status === 'ready').length} ` +
      `failed-events=${results.filter((r) => r.status === 'failed').length} ` +
      `bytes=${audio.length} ready-bytes=${ready?.bytes} duration=${ready?.durationMs} ` +
      `frames-duration=${readMp3Frames(audio).durationMs} take=${ready?.take} ` +
      `first-parts=${JSON.parse(readFileSync(FIRST_COUNT, 'utf8'))} stored-before=${stored.length} ` +
      `resumed-from=${resumedFrom} keeps-first-parts=${starts(first)} ` +
      `keeps-stored-parts=${starts(Buffer.concat(stored))}\n`,
  );
  await platform.close();
  process.exit(0);
}
