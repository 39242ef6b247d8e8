/**
 * The operator channel of the running process: commands from `pnpm admin` on this machine only
 * (a loopback peer, not relayed by a proxy), with the token the process wrote into DATA_DIR.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { dlqReplaySchema, guideRejectionSchema, MESSAGES, paymentProblemsQuerySchema } from '@app/contracts';
import { dataPaths } from '@app/infra';
import { Hono, type MiddlewareHandler } from 'hono';
import { AppError } from '../core/index.js';
import type { Deps } from '../deps/index.js';
import { listGuidesForOperator, rejectGuide, verifyGuide } from '../guides/index.js';
import { type AppEnv, jsonReader, requestHeader } from '../http/index.js';
import { reportedMessages } from '../messages/index.js';
import {
  listDeadLetters,
  OPERATOR_PREFIX,
  replayDeadLetters,
  sameToken,
  writeBackup,
} from '../operator/index.js';
import { listProblemViews } from '../payments/index.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** A replay names at most a thousand dead letters of some 300 characters each. */
const readJson = jsonReader(1_000_000);
const guideEmailSchema = guideRejectionSchema.pick({ email: true });

function operatorOnly(token: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const peer = c.env?.incoming?.socket.remoteAddress;
    const relayed = requestHeader(c, 'x-forwarded-for') !== undefined;
    const bearer = requestHeader(c, 'authorization')?.replace(/^Bearer /, '');
    // Not found rather than forbidden: the channel does not exist for anyone else.
    if (!peer || !LOOPBACK.has(peer) || relayed || !sameToken(token, bearer))
      throw new AppError('NOT_FOUND', MESSAGES.notFound);
    await next();
  };
}

export function operatorRoutes(deps: Deps, token: string): Hono<AppEnv> {
  const r = new Hono<AppEnv>().basePath(OPERATOR_PREFIX);
  r.use('*', operatorOnly(token));
  r.get('/ping', (c) => c.json({ running: true, pid: process.pid }));
  r.get('/dlq', async (c) => c.json(await listDeadLetters(deps.store)));
  r.post('/dlq/replay', async (c) =>
    c.json(await replayDeadLetters(deps, await readJson(c, dlqReplaySchema))),
  );
  r.get('/guides', async (c) => c.json(await listGuidesForOperator(deps.store)));
  r.post('/guides/verify', async (c) =>
    c.json(await verifyGuide(deps.store, (await readJson(c, guideEmailSchema)).email)),
  );
  r.post('/guides/reject', async (c) =>
    c.json(await rejectGuide(deps.store, await readJson(c, guideRejectionSchema))),
  );
  r.get('/messages/reported', async (c) => c.json(await reportedMessages(deps.store)));
  r.get('/payments/problems', async (c) => {
    const { since } = paymentProblemsQuerySchema.parse(c.req.query());
    return c.json(await listProblemViews(deps.store, since ? { since: new Date(since) } : {}));
  });
  r.get('/backup', async (c) => {
    if (deps.store.kind !== 'embedded')
      throw new AppError(
        'CONFLICT',
        'Backups here cover the embedded store; back up MongoDB with its own tools.',
      );
    const staging = await mkdtemp(join(tmpdir(), 'operator-'));
    const file = join(staging, 'backup.tar.gz');
    await writeBackup(dataPaths(deps.config), file, deps.store);
    const body = createReadStream(file);
    body.once('close', () => {
      rm(staging, { recursive: true, force: true }).catch((err: unknown) =>
        deps.logger.warn({ err, staging }, 'backup staging not removed'),
      );
    });
    return c.body(Readable.toWeb(body) as ReadableStream, 200, { 'Content-Type': 'application/gzip' });
  });
  return r;
}
