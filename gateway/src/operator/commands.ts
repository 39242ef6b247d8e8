/**
 * The operator's commands, for `pnpm admin` (cli.ts). While the product runs they go through its
 * operator channel (the embedded store belongs to the running process); when none runs, they work
 * on DATA_DIR themselves.
 */
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  type DeadLetterView,
  type DlqReplay,
  type DlqReplayResult,
  type GuideAdminView,
  guideRejectionSchema,
} from '@app/contracts';
import { type Config, createPlatform, dataPaths, lockDataDir, silentLogger } from '@app/infra';
import { AppError } from '../core/index.js';
import { listGuidesForOperator, rejectGuide, verifyGuide } from '../guides/index.js';
import { derivedReviewNumbers } from '../reviews/index.js';
import { restoreBackup, writeBackup } from './backup.js';
import { listDeadLetters, replayDeadLetters } from './dead-letters.js';
import { printable } from './printable.js';
import { OPERATOR_PREFIX, readOperatorFile } from './token.js';

/** Whether a process with this pid is alive (signal 0 checks without signalling). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The running process's operator channel, or null when no process holds DATA_DIR. A process that
 * is alive but does not answer is an error: the data is its, and must not be touched beside it.
 */
export async function channel(config: Config) {
  const entry = await readOperatorFile(dataPaths(config).root);
  if (!entry) return null;
  const base = `http://127.0.0.1:${entry.port}${OPERATOR_PREFIX}`;
  const call = (path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      headers: {
        authorization: `Bearer ${entry.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
    });
  const ping = await call('/ping').catch(() => null);
  if (ping?.ok) return { call, pid: entry.pid };
  if (alive(entry.pid))
    throw new Error(
      `A process (pid ${entry.pid}) holds this DATA_DIR but does not answer on port ${entry.port}.`,
    );
  return null;
}

/** Runs `work` holding DATA_DIR as the product would, so that no product starts beside it. */
async function holdingDataDir<R>(config: Config, work: () => Promise<R>): Promise<R> {
  const lock = lockDataDir(dataPaths(config).root, 'pnpm admin');
  try {
    return await work();
  } finally {
    lock.release();
  }
}

export async function backupCommand(config: Config, file: string): Promise<string> {
  if (config.STORE !== 'embedded')
    throw new Error('Backups cover the embedded store; use mongodump for MongoDB.');
  const running = await channel(config);
  if (!running) {
    await holdingDataDir(config, () => writeBackup(dataPaths(config), file));
    return `Backup written to ${file} (no process was running).`;
  }
  const res = await running.call('/backup');
  if (!res.ok || !res.body) throw new Error(`The running process refused the backup (HTTP ${res.status}).`);
  await pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), createWriteStream(file));
  return `Backup written to ${file} by the running process (pid ${running.pid}).`;
}

export async function restoreCommand(config: Config, file: string): Promise<string> {
  const running = await channel(config);
  if (running)
    throw new Error(`The product is running (pid ${running.pid}) on this DATA_DIR: stop it first.`);
  const { manifest, keptAside } = await holdingDataDir(config, () => restoreBackup(dataPaths(config), file));
  return `Restored the backup of ${manifest.createdAt}; the data it replaced is in ${keptAside}.`;
}

/** The running process refused a command: its status, and the code and message it answered. */
class Refused extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

async function refusal(res: Response): Promise<Refused> {
  const text = await res.text();
  let body: { message?: unknown; code?: unknown } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // Not one of our JSON answers: the text itself says what happened.
  }
  const said = typeof body.message === 'string' ? body.message : text;
  return new Refused(
    res.status,
    typeof body.code === 'string' ? body.code : undefined,
    `The running process refused (HTTP ${res.status}): ${said}`,
  );
}

/** Asks the running process, or, when none runs, opens the store and bus itself. */
export async function viaProductOrData<R>(
  config: Config,
  remote: { path: string; body?: unknown },
  local: (platform: Awaited<ReturnType<typeof createPlatform>>) => Promise<R>,
): Promise<R> {
  const running = await channel(config);
  if (running) {
    const res = await running.call(remote.path, remote.body);
    if (!res.ok) throw await refusal(res);
    return (await res.json()) as R;
  }
  const platform = await createPlatform(config, silentLogger, {
    holder: 'pnpm admin',
    derived: derivedReviewNumbers(),
  });
  try {
    return await local(platform);
  } finally {
    await platform.close();
  }
}

export async function dlqListCommand(config: Config): Promise<string> {
  const letters = await viaProductOrData<DeadLetterView[]>(config, { path: '/dlq' }, (p) =>
    listDeadLetters(p.store),
  );
  if (letters.length === 0) return 'No dead letters waiting for replay.';
  const lines = letters.map(
    (l) =>
      `${l.id}\n    ${l.eventType}, dead since ${l.deadAt} after ${l.attempts} tries: ${printable(l.error)}`,
  );
  return `${letters.length} dead letter(s) waiting for replay:\n${lines.join('\n')}`;
}

export async function dlqReplayCommand(config: Config, choice: DlqReplay): Promise<string> {
  const { replayed, skipped } = await viaProductOrData<DlqReplayResult>(
    config,
    { path: '/dlq/replay', body: choice },
    (p) => replayDeadLetters(p, choice),
  );
  const lines = [`Replayed ${replayed.length} dead letter(s).`];
  if (skipped.length > 0)
    lines.push(`Not waiting for replay (unknown or replayed already): ${skipped.join(', ')}`);
  return lines.join('\n');
}

function guideLine(g: GuideAdminView): string {
  const submitted = g.submittedAt ? `, submitted ${g.submittedAt.slice(0, 10)}` : '';
  return `${printable(g.email)}\n    ${printable(`${g.name}, ${g.guideCity}`)}, ${g.status}: ${g.verificationStatus}${submitted}`;
}

export async function guidesListCommand(config: Config): Promise<string> {
  const list = await viaProductOrData<GuideAdminView[]>(config, { path: '/guides' }, (p) =>
    listGuidesForOperator(p.store),
  );
  if (list.length === 0) return 'No guides have sent a profile yet.';
  return `${list.length} guide(s), those waiting for verification first:\n${list.map(guideLine).join('\n')}`;
}

/** Runs a decision on one guide; an e-mail that is no guide's says so plainly. */
async function decideGuide(
  config: Config,
  email: string,
  remote: { path: string; body: unknown },
  local: (store: Awaited<ReturnType<typeof createPlatform>>['store']) => Promise<GuideAdminView>,
): Promise<GuideAdminView> {
  try {
    return await viaProductOrData<GuideAdminView>(config, remote, (p) => local(p.store));
  } catch (error) {
    const code =
      error instanceof AppError ? error.appCode : error instanceof Refused ? error.code : undefined;
    if (code === 'GUIDE_MISSING')
      throw new Error(`No guide has the e-mail ${email} (\`pnpm admin guides list\` shows them).`);
    throw error;
  }
}

export async function guidesVerifyCommand(config: Config, email: string): Promise<string> {
  const guide = await decideGuide(config, email, { path: '/guides/verify', body: { email } }, (store) =>
    verifyGuide(store, email),
  );
  return `${printable(guide.email)} (${printable(guide.name)}) is verified: travellers are offered this guide from now on.`;
}

export async function guidesRejectCommand(config: Config, email: string, reason: string): Promise<string> {
  const parsed = guideRejectionSchema.safeParse({ email, reason });
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Give an e-mail and a reason.');
  const guide = await decideGuide(config, email, { path: '/guides/reject', body: parsed.data }, (store) =>
    rejectGuide(store, parsed.data),
  );
  return `${printable(guide.email)} (${printable(guide.name)}) is rejected; the guide reads the reason on their dashboard.`;
}
