/** What the engines tests share: `pnpm engines` commands, the mail Mailpit received, S3 settings and a narration. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { s3Endpoint } from '@app/infra/testing';
import { expect, vi } from 'vitest';
import type { Harness } from '../harness.js';
import { post } from '../http.js';

/** Where `pnpm engines` runs its command line (infra/scripts/engines/cli.ts), tsx resolved from there. */
const INFRA_DIR = fileURLToPath(new URL('../../../infra', import.meta.url));

/**
 * Runs what `pnpm engines <args>` runs (with this process's ENGINES_HOME, if any), without the two
 * pnpm starts in front of it (seconds each on a busy machine); rejects with its output on failure.
 */
export function engines(...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/engines/cli.ts', ...args], {
      cwd: INFRA_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`pnpm engines ${args.join(' ')} failed (${code}): ${output}`)),
    );
  });
}

export interface ReceivedMail {
  id: string;
  messageId: string;
  to: string;
  subject: string;
}

/** What Mailpit received from `since` on (it keeps every earlier run's mail too), newest first. */
export async function mailsSince(mailpitUrl: string, since: number): Promise<ReceivedMail[]> {
  const list = (await (await fetch(`${mailpitUrl}/api/v1/messages?limit=500`)).json()) as {
    messages: Array<{
      ID: string;
      MessageID: string;
      Created: string;
      Subject: string;
      To: Array<{ Address: string }>;
    }>;
  };
  return list.messages
    .filter((m) => Date.parse(m.Created) >= since)
    .map((m) => ({ id: m.ID, messageId: m.MessageID, to: m.To[0]?.Address ?? '', subject: m.Subject }));
}

/** The plain text of a received mail. */
export async function textOf(mailpitUrl: string, mail: ReceivedMail): Promise<string> {
  return ((await (await fetch(`${mailpitUrl}/api/v1/message/${mail.id}`)).json()) as { Text: string }).Text;
}

/** The product's settings for the S3 server named by TEST_S3_ENDPOINT, in a bucket of its own. */
export function s3Settings(url: string, bucket: string): Record<string, string> {
  const s3 = s3Endpoint(url);
  return {
    BLOBS: 'minio',
    MINIO_ENDPOINT: s3.endPoint,
    MINIO_PORT: String(s3.port),
    MINIO_USE_SSL: String(s3.useSSL),
    MINIO_ACCESS_KEY: s3.accessKey,
    MINIO_SECRET_KEY: s3.secretKey,
    MINIO_BUCKET: bucket,
  };
}

/**
 * A one-minute narration of the Taj Mahal asked for anonymously; resolves with its audio URL. A
 * busy machine may take longer than the call waits: its 202 names the track, polled until ready.
 */
export async function narrated(product: Harness): Promise<string> {
  const narration = await post(product, '/api/generateForAudioBookFreeVersionWithOutLogIn', {
    touristPlace: 'Taj Mahal',
    language: 'English (US)',
    email: '',
  });
  expect([200, 202], JSON.stringify(narration.body)).toContain(narration.status);
  if (narration.status === 200) return String(narration.body.audioUrl);
  const track = await vi.waitFor(
    async () => {
      const polled = await product.app.request(`/api/tracks/${String(narration.body.id)}`);
      const view = (await polled.json()) as { status: string; audioUrl: string | null };
      expect(view.status).toBe('ready');
      return view;
    },
    { timeout: 120_000, interval: 500 },
  );
  return String(track.audioUrl);
}
