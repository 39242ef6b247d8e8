/**
 * `pnpm bench --workers`: the audio role scaled out in processes of its own on the real engines of
 * `pnpm engines up` (Kafka, the S3 server). For 1 and then 2 worker processes of one speech thread
 * each, a fresh gateway (embedded store, BUS=kafka, BLOBS=minio, topics and bucket of the round's
 * own) is asked for 24 one-minute narrations at once; narrations a minute until all are ready,
 * against the same texts spoken in this process by the speech engine on one thread. The first
 * round also watches the outbox relay (backlog and age of the oldest unpublished event, as /metrics
 * reads them) while the narrations run, and then through 1,000 newsletter sign-ups.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { TRACKS_COLLECTION, type TrackDoc } from '@app/contracts';
import { createLogger, EspeakSpeech, outboxBacklog, parseConfig, type Store } from '@app/infra';
import { sessionPolicy } from '../src/accounts/actor.js';
import { createSession } from '../src/accounts/sessions.js';
import { newUser, users } from '../src/accounts/users.js';
import { requestTrack } from '../src/audio/tracks.js';
import { compose, type Product } from '../src/compose.js';
import {
  type AudioWorkerProcess,
  said,
  startAudioWorker,
  topicEnds,
} from '../test/engines/audio-worker-process.js';
import { s3Settings } from '../test/engines/engines-control.js';
import { median } from './load.js';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Narrations asked for at once in each round. */
const NARRATIONS = 24;
/**
 * Places kept for warming up: each worker process must have spoken once before the count starts
 * (its speech thread compiles the synthesis on its first narration), and which process a
 * narration lands on is the partitioner's choice, so a round may need more than one.
 */
const WARM_UP_PLACES = 6;
const STARTED_WITHIN_MS = 120_000;
const WARM_WITHIN_MS = 180_000;
const NARRATED_WITHIN_MS = 600_000;
const DRAINED_WITHIN_MS = 120_000;
const SAMPLE_MS = 250;
const SIGN_UPS = 1_000;
const SIGN_UPS_AT_ONCE = 20;

/** The engines are not configured or not reachable: the bench refuses with this one line. */
export class EnginesNotUp extends Error {}

interface Engines {
  kafka: string;
  /** `http://KEY:SECRET@host:port`, as TEST_S3_ENDPOINT names it. */
  s3: string;
}

/** TEST_* when `pnpm engines run` set them, or else the addresses `pnpm engines up` wrote to .engines.env. */
function configuredEngines(): Engines {
  const file = join(REPO_ROOT, '.engines.env');
  const values: Record<string, string> = {};
  if (existsSync(file))
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const at = line.indexOf('=');
      if (at > 0 && !line.startsWith('#')) values[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  const kafka = process.env.TEST_KAFKA_BROKERS || values.KAFKA_BROKERS;
  const scheme = values.MINIO_USE_SSL === 'true' ? 'https' : 'http';
  const s3 =
    process.env.TEST_S3_ENDPOINT ||
    (values.MINIO_ENDPOINT && values.MINIO_PORT
      ? `${scheme}://${encodeURIComponent(values.MINIO_ACCESS_KEY ?? '')}:${encodeURIComponent(values.MINIO_SECRET_KEY ?? '')}@${values.MINIO_ENDPOINT}:${values.MINIO_PORT}`
      : undefined);
  if (!kafka || !s3)
    throw new EnginesNotUp(
      'bench --workers: no engines configured (no .engines.env, TEST_KAFKA_BROKERS or TEST_S3_ENDPOINT): run pnpm engines up first',
    );
  return { kafka, s3 };
}

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

async function enginesUp(): Promise<Engines> {
  const engines = configuredEngines();
  const s3 = new URL(engines.s3);
  const addresses = [
    ...engines.kafka.split(',').map((broker) => `kafka ${broker}`),
    `s3 ${s3.hostname}:${s3.port || (s3.protocol === 'https:' ? 443 : 80)}`,
  ];
  const down: string[] = [];
  for (const address of addresses) {
    const hostPort = address.split(' ')[1] ?? '';
    const at = hostPort.lastIndexOf(':');
    if (!(await reachable(hostPort.slice(0, at), Number(hostPort.slice(at + 1))))) down.push(address);
  }
  if (down.length > 0)
    throw new EnginesNotUp(
      `bench --workers: engines not reachable (${down.join(', ')}): run pnpm engines up first`,
    );
  return engines;
}

interface Round {
  product: Product;
  workers: AudioWorkerProcess[];
  engines: Engines;
  prefix: string;
}

/** Where the tracks, the workers and the gateway's consumers are, for a failure's message. */
async function diagnosis(round: Round, ids: readonly string[]): Promise<string> {
  const { platform } = round.product;
  const now = await platform.store.collection<TrackDoc>(TRACKS_COLLECTION).find({ _id: { $in: [...ids] } });
  const handled = new Set(round.workers.flatMap((worker) => said(worker, 'track handled')));
  const stuck = now.filter((track) => track.status !== 'ready' && handled.has(track._id));
  const ends = await topicEnds(round.engines.kafka, round.prefix).catch((error: unknown) => String(error));
  return [
    `tracks ${now.map((t) => `${t._id.slice(0, 8)}:${t.status}/${t.partsReady ?? 0}`).join(', ')}`,
    `handled by a worker yet not ready in the gateway: ${stuck.map((t) => `${t._id.slice(0, 8)}:${t.status}`).join(', ') || 'none'}`,
    `workers said ${round.workers
      .map((w) => w.lines.map((l) => (l.trackId ? `${l.msg} ${l.trackId.slice(0, 8)}` : l.msg)).join(' | '))
      .join(' ;; ')}`,
    `workers' stderr ${round.workers.map((w) => w.stderr.trim() || '-').join(' ;; ')}`,
    `gateway consumers ${JSON.stringify(platform.bus.health())}`,
    `lag ${JSON.stringify(await platform.bus.lag())}`,
    `topics ${ends}`,
  ].join('\n  ');
}

/** Polls the gateway's store until every track is ready; a failed or late one fails the bench. */
async function untilReady(
  round: Round,
  ids: readonly string[],
  withinMs: number,
  what: string,
): Promise<void> {
  const tracks = round.product.platform.store.collection<TrackDoc>(TRACKS_COLLECTION);
  const deadline = performance.now() + withinMs;
  for (;;) {
    const now = await tracks.find({ _id: { $in: [...ids] } });
    if (now.some((track) => track.status === 'failed'))
      throw new Error(`bench --workers: a track of ${what} failed:\n  ${await diagnosis(round, ids)}`);
    if (now.length === ids.length && now.every((track) => track.status === 'ready')) return;
    if (performance.now() > deadline)
      throw new Error(
        `bench --workers: ${what} not all ready within ${withinMs / 1000} s:\n  ${await diagnosis(round, ids)}`,
      );
    await sleep(100);
  }
}

interface OutboxSample {
  events: number;
  ageMs: number;
}

/** Reads the outbox's backlog every SAMPLE_MS, as the /metrics gauges read it, until stopped. */
function sampleOutbox(store: Store): { stop(): Promise<OutboxSample[]> } {
  const samples: OutboxSample[] = [];
  let running = true;
  const loop = (async () => {
    const started = performance.now();
    for (let n = 1; running; n++) {
      const backlog = await outboxBacklog(store);
      samples.push({ events: backlog.events, ageMs: backlog.oldestSeconds * 1000 });
      await sleep(Math.max(0, started + n * SAMPLE_MS - performance.now()));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return samples;
    },
  };
}

type Place = Awaited<ReturnType<Product['platform']['places']['inCountry']>>[number];

interface RoundResult {
  perMinute: number;
  /** Of the measured narrations, how many each worker process started. */
  split: number[];
  warmUps: number;
  texts: { text: string; language: string }[];
  relay?: OutboxSample[];
  signUps?: SignUpResult;
}

const ask = (product: Product, place: Place) =>
  requestTrack(product.deps, { place, language: 'en-US', perspective: 'Local Enthusiast', length: 'minute' });

/** One round: a fresh gateway and `processes` audio workers on topics and a bucket of their own. */
async function narrationRound(
  engines: Engines,
  processes: number,
  watchRelay: boolean,
): Promise<RoundResult> {
  const run = `${processes}w-${crypto.randomUUID().slice(0, 8)}`;
  // Topics and groups of the round's own on the shared broker: an earlier round's worker takes none.
  const prefix = `bench-workers-${run}.`;
  const shared = {
    BUS: 'kafka',
    KAFKA_BROKERS: engines.kafka,
    KAFKA_TOPIC_PREFIX: prefix,
    ...s3Settings(engines.s3, `bench-workers-${run}`),
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-workers-'));
  const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', ...shared });
  // The gateway's logs go to a file; the bench's lines go to the terminal.
  const logger = createLogger({ level: 'info', pretty: false, destination: join(dataDir, 'gateway.log') });
  const workers: AudioWorkerProcess[] = [];
  let product: Product | undefined;
  try {
    const gateway = await compose(config, logger, { frontendDist: null, roles: ['mail', 'notifications'] });
    product = gateway;
    // The catalog is the product's own: every round narrates the same places.
    const india = await gateway.platform.places.inCountry('India');
    if (india.length < NARRATIONS + WARM_UP_PLACES)
      throw new Error(`bench --workers: the catalog has ${india.length} places in India`);
    const places = {
      measured: india.slice(0, NARRATIONS),
      warmUp: india.slice(NARRATIONS, NARRATIONS + WARM_UP_PLACES),
    };
    const started = await Promise.allSettled(
      Array.from({ length: processes }, () =>
        startAudioWorker(
          { ...shared, DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-audio-worker-')) },
          STARTED_WITHIN_MS,
        ),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') workers.push(result.value);
    const refused = started.find((result) => result.status === 'rejected');
    if (refused) throw refused.reason;
    const round: Round = { product: gateway, workers, engines, prefix };

    let warmUps = 0;
    const warmIds: string[] = [];
    const warm = (worker: AudioWorkerProcess) =>
      said(worker, 'track started').some((id) => warmIds.includes(id));
    while (!workers.every(warm)) {
      const place = places.warmUp[warmUps++];
      if (!place)
        throw new Error(
          `bench --workers: ${places.warmUp.length} warm-up narrations never reached every worker process (a worker without partitions?):\n  ${await diagnosis(round, warmIds)}`,
        );
      const track = await ask(gateway, place);
      warmIds.push(track._id);
      await untilReady(round, [track._id], WARM_WITHIN_MS, 'the warm-up narration');
    }

    const sampler = watchRelay ? sampleOutbox(gateway.platform.store) : undefined;
    const askedAt = performance.now();
    const asked = await Promise.all(places.measured.map((place) => ask(gateway, place)));
    const ids = asked.map((track) => track._id);
    await untilReady(round, ids, NARRATED_WITHIN_MS, `${NARRATIONS} narrations`);
    const elapsedMs = performance.now() - askedAt;
    const relay = await sampler?.stop();

    const made = await gateway.platform.store
      .collection<TrackDoc>(TRACKS_COLLECTION)
      .find({ _id: { $in: ids } });
    const texts = made.map((track) => {
      if (!track.text || !track.textLanguage) throw new Error('a narrated track kept no text');
      return { text: track.text, language: track.textLanguage };
    });
    const split = workers.map(
      (worker) => new Set(said(worker, 'track started').filter((id) => ids.includes(id))).size,
    );
    const signUps = watchRelay ? await newsletterSignUps(gateway) : undefined;
    return {
      perMinute: NARRATIONS / (elapsedMs / 60_000),
      split,
      warmUps,
      texts,
      ...(relay ? { relay } : {}),
      ...(signUps ? { signUps } : {}),
    };
  } finally {
    const exited = workers.map((worker) =>
      worker.child.exitCode === null && worker.child.signalCode === null
        ? new Promise((resolve) => worker.child.once('exit', resolve))
        : undefined,
    );
    for (const worker of workers) worker.child.kill('SIGKILL');
    await product?.close();
    await Promise.all(exited);
  }
}

interface SignUpResult {
  eventsPerSecond: number;
  samples: OutboxSample[];
  drainedAfterMs: number;
}

/** 1,000 newsletter sign-ups, SIGN_UPS_AT_ONCE at a time, each recording a mail.requested event. */
async function newsletterSignUps(product: Product): Promise<SignUpResult> {
  const { store } = product.platform;
  // Users and sessions are written straight to the store: signing up through the API would record
  // an OTP mail each and hash a password, load that is not the relay's.
  const docs = Array.from({ length: SIGN_UPS }, (_, n) => newUser(`bench-newsletter-${n}@example.com`));
  await users(store).insertMany(docs);
  const policy = sessionPolicy(product.deps);
  const cookies: string[] = [];
  for (const doc of docs) cookies.push(`sid=${(await createSession(store, doc._id, policy)).token}`);

  const sampler = sampleOutbox(store);
  const started = performance.now();
  for (let from = 0; from < SIGN_UPS; from += SIGN_UPS_AT_ONCE) {
    await Promise.all(
      docs.slice(from, from + SIGN_UPS_AT_ONCE).map(async (doc, n) => {
        const res = await product.app.request('/api/subscribeEmail', {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: cookies[from + n] ?? '' },
          body: JSON.stringify({ subscribeEmail: doc.email }),
        });
        const body = await res.text();
        if (res.status !== 200) throw new Error(`bench --workers: a sign-up answered ${res.status}: ${body}`);
      }),
    );
  }
  const lastAt = performance.now();
  // Drained is looked for more often than sampled: the relay may well empty it within one sample.
  const deadline = lastAt + DRAINED_WITHIN_MS;
  while ((await outboxBacklog(store)).events > 0) {
    if (performance.now() > deadline)
      throw new Error(
        `bench --workers: the outbox still held ${(await outboxBacklog(store)).events} events ${DRAINED_WITHIN_MS / 1000} s after the last sign-up; lag ${JSON.stringify(await product.platform.bus.lag())}`,
      );
    await sleep(20);
  }
  const drainedAt = performance.now();
  const samples = await sampler.stop();
  const recorded = await store.collection('outbox').count({ 'event.payload.template': 'newsletter-welcome' });
  if (recorded !== SIGN_UPS)
    throw new Error(`bench --workers: ${recorded} welcome mails recorded for ${SIGN_UPS} sign-ups`);
  return {
    eventsPerSecond: SIGN_UPS / ((lastAt - started) / 1000),
    samples,
    drainedAfterMs: drainedAt - lastAt,
  };
}

/** The same texts spoken piece by piece, as the worker speaks them, in this process on one thread. */
async function bareSpeechPerMinute(texts: readonly { text: string; language: string }[]): Promise<number> {
  const speech = new EspeakSpeech({ threads: 1 });
  try {
    // Warm as the workers were before their count began.
    await speech.warm();
    const started = performance.now();
    let bytes = 0;
    await Promise.all(
      texts.map(async ({ text, language }) => {
        for await (const piece of speech.speakPieces(text, language)) bytes += piece.audio.length;
      }),
    );
    const elapsedMs = performance.now() - started;
    if (bytes === 0) throw new Error('bare speech made no audio');
    return texts.length / (elapsedMs / 60_000);
  } finally {
    await speech.close();
  }
}

const versus = (label: string, value: number, baseline: { name: string; value: number }, digits = 1) =>
  `${label}: ${value.toFixed(digits)} narrations/min vs ${baseline.name} ${baseline.value.toFixed(digits)} narrations/min → ratio ${(value / baseline.value).toFixed(2)}`;

function relayLines(what: string, samples: readonly OutboxSample[]): string[] {
  const ages = samples.map((s) => s.ageMs);
  return [
    `outbox backlog ${what}: max ${Math.max(0, ...samples.map((s) => s.events))} events (${samples.length} samples every ${SAMPLE_MS} ms)`,
    `oldest unpublished event's age ${what}: max ${Math.max(0, ...ages).toFixed(0)} ms`,
    `oldest unpublished event's age ${what}: p50 ${median(ages).toFixed(0)} ms over ${samples.length} samples`,
  ];
}

export async function workerScalingLines(): Promise<string[]> {
  const engines = await enginesUp();
  const one = await narrationRound(engines, 1, true);
  const bare = await bareSpeechPerMinute(one.texts);
  const two = await narrationRound(engines, 2, false);

  const baseline = { name: 'bare in-process speech of the same texts, one thread', value: bare };
  const of = (result: RoundResult) =>
    `${NARRATIONS} one-minute narrations at once, ${result.warmUps} warm-up${result.warmUps === 1 ? '' : 's'} first`;
  const lines = [
    `bare in-process speech (EspeakSpeech, one thread) of the ${NARRATIONS} narrations' texts: ${bare.toFixed(1)} narrations/min`,
    versus(`1 audio worker process on Kafka (SPEECH_THREADS=1; ${of(one)})`, one.perMinute, baseline),
    versus(
      `2 audio worker processes on Kafka (SPEECH_THREADS=1 each; ${of(two)}; split ${two.split.join('/')})`,
      two.perMinute,
      baseline,
    ),
    versus('2 audio worker processes against 1', two.perMinute, { name: '1 process', value: one.perMinute }),
  ];
  if (one.relay) lines.push(...relayLines(`during the ${NARRATIONS} narrations (1 worker)`, one.relay));
  if (one.signUps) {
    const { eventsPerSecond, samples, drainedAfterMs } = one.signUps;
    const during = `during ${SIGN_UPS} newsletter sign-ups, ${SIGN_UPS_AT_ONCE} at a time`;
    lines.push(
      `newsletter sign-ups, ${SIGN_UPS_AT_ONCE} at a time through app.request: ${eventsPerSecond.toFixed(0)} mail.requested events recorded/s`,
      `outbox backlog ${during}: max ${Math.max(0, ...samples.map((s) => s.events))} events (${samples.length} samples every ${SAMPLE_MS} ms)`,
      `oldest unpublished event's age ${during}: max ${Math.max(0, ...samples.map((s) => s.ageMs)).toFixed(0)} ms`,
      `outbox empty after the last sign-up: ${(drainedAfterMs / 1000).toFixed(2)} s`,
    );
  }
  return lines;
}
