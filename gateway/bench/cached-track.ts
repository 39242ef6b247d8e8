/**
 * A cached track's first byte: the product as it runs in production (the compiled gateway in its
 * own process, NODE_ENV=production, every role on) against bare node:http streaming the same file
 * from disk with the same headers, in a process of its own. Alternated rounds of sequential GETs,
 * each on a new connection, medians.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captureWhole } from './bare.js';
import { atMost, benchLine, firstByteTimes } from './compare.js';
import { startPeer } from './peers/peer-process.js';
import { startProductProcess } from './product-process.js';

const GOAL = 1.5;

/** A free narration made by the product's own audio worker; resolves with its audio's URL once whole. */
async function narratedTrack(gateway: string): Promise<string> {
  const response = await fetch(`${gateway}/api/generateForAudioBookFreeVersionWithOutLogIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ touristPlace: 'Hawa Mahal', language: 'English (US)' }),
  });
  const track = (await response.json()) as { status?: string; audioUrl?: string };
  if (track.status !== 'ready' || track.audioUrl === undefined)
    throw new Error(`the narration did not end ready: ${JSON.stringify(track)}`);
  return track.audioUrl;
}

export async function cachedTrackLines(): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-track-'));
  const product = await startProductProcess(dir);
  try {
    const audioUrl = `${product.url}${await narratedTrack(product.url)}`;
    const answer = await captureWhole(audioUrl);
    const file = join(dir, 'bare-track.mp3');
    writeFileSync(file, answer.body);
    const route = {
      method: 'GET' as const,
      path: '/track.mp3',
      status: 200,
      headers: answer.headers,
      body: '',
      file,
    };
    const bare = await startPeer('bare', { routes: [route] }, dir);
    try {
      const ttfb = await firstByteTimes(audioUrl, `${bare.url}${route.path}`);
      return [
        benchLine(
          'cached track first byte (the product in production, its own process)',
          ttfb.product,
          { name: 'bare node:http streaming the same file, its own process', value: ttfb.baseline },
          'ms',
          atMost(GOAL),
          2,
        ),
      ];
    } finally {
      await bare.stop();
    }
  } finally {
    await product.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
