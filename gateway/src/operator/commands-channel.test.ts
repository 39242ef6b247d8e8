/**
 * The commands while a product runs, against a stand-in that answers on the operator channel as
 * the product would: what they ask it, how they print its answers, how they pass its refusals on,
 * and that an operator file left by a process that has ended does not stop them.
 */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeadLetterView, PaymentProblemView, ReportedMessageView } from '@app/contracts';
import { parseConfig } from '@app/infra';
import { describe, expect, it, onTestFinished } from 'vitest';
import { backupCommand, dlqListCommand, dlqReplayCommand } from './commands.js';
import { paymentProblemsCommand } from './payment-problems.js';
import { reportedMessagesCommand } from './reported-messages.js';
import { OPERATOR_PREFIX, writeOperatorFile } from './token.js';

type Answer = { status?: number; body: unknown };
type Asked = {
  method: string;
  path: string;
  type: string | undefined;
  auth: string | undefined;
  body: string;
};

/** A process on a new DATA_DIR that answers each path as `answers` says; it notes what it was asked. */
async function runningProduct(answers: Record<string, Answer>) {
  const asked: Asked[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const path = (req.url ?? '').slice(OPERATOR_PREFIX.length);
      const { method = '', headers } = req;
      asked.push({ method, path, type: headers['content-type'], auth: headers.authorization, body });
      const answer = path === '/ping' ? { body: {} } : (answers[path] ?? { status: 404, body: 'Not Found' });
      res.statusCode = answer.status ?? 200;
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  onTestFinished(() => {
    server.closeAllConnections();
    server.close();
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'channel-'));
  const { port } = server.address() as AddressInfo;
  await writeOperatorFile(dataDir, { token: 'the-token', port, pid: process.pid });
  return { config: parseConfig({ DATA_DIR: dataDir }), dataDir, asked };
}

const letter = (id: string, error: string): DeadLetterView => ({
  id: `mail.requested:${id}`,
  topic: 'mail.requested',
  eventType: 'mail.requested',
  eventId: id,
  error,
  attempts: 3,
  deadAt: '2025-06-01T09:00:00.000Z',
});

describe('operator commands while a product runs', () => {
  it('ask for a list with a plain GET, and post a replay as JSON, each with the token', async () => {
    const product = await runningProduct({
      '/dlq': { body: [] },
      '/dlq/replay': { body: { replayed: [], skipped: ['mail.requested:a', 'mail.requested:b'] } },
    });
    expect(await dlqListCommand(product.config)).toBe('No dead letters waiting for replay.');
    // Each id named and not waiting is listed, one after the other.
    expect(await dlqReplayCommand(product.config, { ids: ['mail.requested:a', 'mail.requested:b'] })).toBe(
      'Replayed 0 dead letter(s).\nNot waiting for replay (unknown or replayed already): mail.requested:a, mail.requested:b',
    );
    const auth = 'Bearer the-token';
    expect(product.asked.filter((a) => a.path !== '/ping')).toEqual([
      { method: 'GET', path: '/dlq', type: undefined, auth, body: '' },
      {
        method: 'POST',
        path: '/dlq/replay',
        type: 'application/json',
        auth,
        body: JSON.stringify({ ids: ['mail.requested:a', 'mail.requested:b'] }),
      },
    ]);
  });

  it('list dead letters each on lines of their own, with what a consumer said escaped', async () => {
    const product = await runningProduct({
      '/dlq': { body: [letter('e1', 'SMTP refused'), letter('e2', 'bad\nline')] },
    });
    expect((await dlqListCommand(product.config)).split('\n')).toEqual([
      '2 dead letter(s) waiting for replay:',
      'mail.requested:e1',
      '    mail.requested, dead since 2025-06-01T09:00:00.000Z after 3 tries: SMTP refused',
      'mail.requested:e2',
      '    mail.requested, dead since 2025-06-01T09:00:00.000Z after 3 tries: bad\\u000aline',
    ]);
  });

  it('print payment problems in the order given, times to the second in UTC, and say when the order is gone', async () => {
    const gone: PaymentProblemView = {
      at: '2025-06-02T10:11:12.345Z',
      orderId: 'order_B',
      paymentId: 'pay_B',
      outcome: 'not credited',
      reason: 'payment unknown to the provider',
      email: null,
      amount: null,
      description: null,
      refund: 'none',
    };
    const refunded: PaymentProblemView = {
      at: '2025-06-01T09:00:00.000Z',
      orderId: 'order_A',
      paymentId: 'pay_A',
      outcome: 'refunded',
      reason: 'special plan bought already',
      email: 'tina@example.com',
      amount: '$11.99',
      description: 'Fortnight Plan',
      refund: 'processed',
    };
    const product = await runningProduct({ '/payments/problems': { body: [gone, refunded] } });
    expect((await paymentProblemsCommand(product.config)).split('\n')).toEqual([
      '2 payment problem(s), newest first:',
      '2025-06-02 10:11:12 UTC  order order_B  payment pay_B',
      '    not credited: payment unknown to the provider; no refund asked',
      '    order no longer in the store',
      '2025-06-01 09:00:00 UTC  order order_A  payment pay_A',
      '    refunded: special plan bought already; refund made',
      '    tina@example.com ordered Fortnight Plan for $11.99',
    ]);
  });

  it('print reported messages with both times to the second in UTC', async () => {
    const report: ReportedMessageView = {
      id: 'm1',
      from: 'tina@example.com',
      to: 'asha@example.com',
      text: 'Meet me outside',
      at: '2025-06-01T09:08:07.654Z',
      reportedAt: '2025-06-02T10:11:12.345Z',
    };
    const product = await runningProduct({ '/messages/reported': { body: [report] } });
    expect(await reportedMessagesCommand(product.config)).toBe(
      [
        '1 reported message(s), newest report first:',
        '2025-06-02 10:11:12 UTC  reported by asha@example.com  message m1',
        '    tina@example.com wrote on 2025-06-01 09:08:07 UTC: Meet me outside',
      ].join('\n'),
    );
  });

  it('pass a refusal on with its status and what the process said, JSON or plain text', async () => {
    const product = await runningProduct({
      '/dlq': { status: 409, body: { code: 'BUSY', message: 'a replay is running' } },
      '/messages/reported': { status: 502, body: 'upstream gone' },
    });
    await expect(dlqListCommand(product.config)).rejects.toThrow(
      'The running process refused (HTTP 409): a replay is running',
    );
    await expect(reportedMessagesCommand(product.config)).rejects.toThrow(
      'The running process refused (HTTP 502): upstream gone',
    );
  });

  it('refuse a backup the process will not give, and write no file', async () => {
    const product = await runningProduct({ '/backup': { status: 503, body: 'store closing' } });
    const file = join(product.dataDir, 'backup.tar.gz');
    await expect(backupCommand(product.config, file)).rejects.toThrow(
      'The running process refused the backup (HTTP 503).',
    );
    expect(existsSync(file)).toBe(false);
  });
});

describe('operator commands after a product ended', () => {
  it('work on DATA_DIR themselves when the process its operator file names is gone', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'channel-'));
    // A port nothing listens on any more, and the pid of a process that has exited.
    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { pid } = spawnSync(process.execPath, ['-e', '']);
    await writeOperatorFile(dataDir, { token: 'stale', port, pid });
    expect(await dlqListCommand(parseConfig({ DATA_DIR: dataDir }))).toBe(
      'No dead letters waiting for replay.',
    );
  });
});
