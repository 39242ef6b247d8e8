/**
 * Answers of the bundled catalog never change while the process runs, so each is serialized once
 * and sent as it is, with all its headers made with it. Off for live sources such as Google.
 */
import type { Context } from 'hono';
import { type AppEnv, keptAnswer, keptAnswers, sendKept } from '../http/index.js';

const JSON_TYPE = { 'content-type': 'application/json' } as const;

export function jsonMemo(enabled: boolean) {
  const answers = keptAnswers({ entries: 2000, bytes: Number.POSITIVE_INFINITY });
  return async (c: Context<AppEnv>, key: string, compute: () => unknown): Promise<Response> => {
    // Made anew each time: a plain answer, never kept (nor learned by the answer lane).
    if (!enabled) return c.json(await compute());
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = await keptAnswer(Buffer.from(JSON.stringify(await compute())), JSON_TYPE);
      answers.keep(key, answer);
    }
    return sendKept(answer, c);
  };
}

/**
 * `value` as JSON, sent again by the answer lane to the same request while `stands` says so (see
 * KeptAnswer), or made anew each time without it.
 */
export async function standingJson(c: Context<AppEnv>, value: unknown, stands: (() => boolean) | undefined) {
  if (stands === undefined) return c.json(value);
  return sendKept(await keptAnswer(Buffer.from(JSON.stringify(value)), JSON_TYPE, stands), c);
}
