/**
 * Answers of the bundled catalog never change while the process runs, so each is serialized once
 * and sent as it is, with all its headers made with it. Off for live sources such as Google.
 */
import { baseHeaderRecord, type KeptAnswer, keptAnswers, sendKept } from '../http/index.js';

async function answerOf(value: unknown): Promise<KeptAnswer> {
  const body = Buffer.from(JSON.stringify(value));
  const headers = {
    ...(await baseHeaderRecord()),
    'content-type': 'application/json',
    'content-length': String(body.length),
  };
  return { body, headers };
}

export function jsonMemo(enabled: boolean) {
  const answers = keptAnswers({ entries: 2000, bytes: Number.POSITIVE_INFINITY });
  return async (key: string, compute: () => unknown): Promise<Response> => {
    let answer = enabled ? answers.get(key) : undefined;
    if (answer === undefined) {
      answer = await answerOf(await compute());
      if (enabled) answers.keep(key, answer);
    }
    return sendKept(answer);
  };
}
