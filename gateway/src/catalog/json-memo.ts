/**
 * Answers of the bundled catalog never change while the process runs, so each is serialized once
 * and sent as it is (serializing and building a JSON response was most of a catalog call's time).
 * Bounded, so made-up inputs cannot grow it without end; off for live sources such as Google.
 */
import type { Context } from 'hono';

const MAX_ENTRIES = 2000;

export function jsonMemo(enabled: boolean) {
  const serialized = new Map<string, string>();
  return async (c: Context, key: string, compute: () => unknown): Promise<Response> => {
    let json = enabled ? serialized.get(key) : undefined;
    if (json === undefined) {
      json = JSON.stringify(await compute());
      if (enabled) {
        if (serialized.size >= MAX_ENTRIES) serialized.clear();
        serialized.set(key, json);
      }
    }
    return c.body(json, 200, { 'Content-Type': 'application/json' });
  };
}
