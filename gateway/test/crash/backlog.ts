/**
 * Work the running product still has queued: events not yet published, bus messages a consumer
 * group has not yet handled, tracks not yet finished. Read from a copy of the store, because the
 * store's files belong to the running process: opening them in place would replay its journal
 * and compact its datafiles under it.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOPICS } from '@app/contracts';
import { NedbStore } from '@app/infra';
import { collections, UNFINISHED_TRACK } from './collections.js';

/** The groups of workers/src/{mail,audio}: their lag must reach zero even before they commit once. */
const WORKER_GROUPS = [
  { group: 'mail-worker', topic: TOPICS.mailRequested },
  { group: 'audio-worker', topic: TOPICS.audioRequested },
];
const POLL_MS = 500;

export interface Backlog {
  unpublished: number;
  /** Messages not yet handled, per `group:topic` that has any. */
  lagging: Record<string, number>;
  unfinishedTracks: number;
}

export const isDrained = (b: Backlog) =>
  b.unpublished === 0 && b.unfinishedTracks === 0 && Object.keys(b.lagging).length === 0;

export async function readBacklog(storeDir: string): Promise<Backlog> {
  const copy = await mkdtemp(join(tmpdir(), 'crash-snapshot-'));
  try {
    await cp(storeDir, copy, { recursive: true });
    const store = new NedbStore(copy);
    try {
      const c = collections(store);
      const counters = new Map((await c.busCounters.find({})).map((doc) => [doc._id, doc.seq]));
      const next = new Map((await c.busOffsets.find({})).map((doc) => [doc._id, doc.next]));
      for (const { group, topic } of WORKER_GROUPS)
        if (!next.has(`${group}:${topic}`)) next.set(`${group}:${topic}`, 1);
      const lagging: Record<string, number> = {};
      for (const [id, from] of next) {
        const topic = id.slice(id.indexOf(':') + 1);
        const lag = (counters.get(topic) ?? 0) - (from - 1);
        if (lag > 0) lagging[id] = lag;
      }
      return {
        unpublished: await c.outboxPending.count({}),
        lagging,
        unfinishedTracks: await c.tracks.count({ status: { $in: UNFINISHED_TRACK } }),
      };
    } finally {
      await store.close();
    }
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/**
 * Polls until nothing is queued twice in a row (a copy taken mid-write can look empty once), or
 * the deadline; resolves with the last backlog read, drained or not.
 */
export async function waitDrained(storeDir: string, deadlineMs: number): Promise<Backlog> {
  const deadline = Date.now() + deadlineMs;
  let drainedBefore = false;
  for (;;) {
    const backlog = await readBacklog(storeDir);
    const drained = isDrained(backlog);
    if ((drained && drainedBefore) || Date.now() > deadline) return backlog;
    drainedBefore = drained;
    await new Promise<void>((resolve) => setTimeout(resolve, POLL_MS));
  }
}
