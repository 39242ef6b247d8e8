/** The blobs a take of a track leaves beside its whole audio: its text, read back, and its leftovers, removed. */
import { buffer } from 'node:stream/consumers';
import type { z } from 'zod';
import type { Ports } from '../core/index.js';

/** The JSON a blob holds, if it is there and reads as `schema` says; null otherwise. */
export async function readJsonBlob<T>(
  deps: Pick<Ports, 'blobs'>,
  key: string,
  schema: z.ZodType<T>,
): Promise<T | null> {
  if (!(await deps.blobs.stat(key))) return null;
  const bytes = await buffer(await deps.blobs.get(key));
  try {
    const parsed = schema.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A blob left behind wastes a little space and nothing else: logged, not thrown. */
export async function removeBlobs(
  deps: Pick<Ports, 'logger' | 'blobs'>,
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) {
    try {
      await deps.blobs.delete(key);
    } catch (err) {
      deps.logger.warn({ err, key }, 'blob of a finished take not deleted');
    }
  }
}
