/**
 * Answers kept as bytes with their headers and sent again as they were, for what never changes
 * while the process runs (serializing and building a response was most of such a call's time).
 * Bounded by entries and bytes, so made-up URLs cannot grow it without end: when full it starts
 * again empty, and the next requests refill what is in use.
 */
import { completeAnswer } from './serve-fetch.js';

export interface KeptAnswer {
  body: Buffer;
  headers: Readonly<Record<string, string>>;
}

export function keptAnswers(limits: { entries: number; bytes: number }) {
  const answers = new Map<string, KeptAnswer>();
  let bytes = 0;
  return {
    get: (key: string): KeptAnswer | undefined => answers.get(key),
    keep(key: string, answer: KeptAnswer): void {
      if (answers.size >= limits.entries || bytes + answer.body.length > limits.bytes) {
        answers.clear();
        bytes = 0;
      }
      answers.set(key, answer);
      bytes += answer.body.length;
    },
  };
}

export const sendKept = (answer: KeptAnswer): Response => completeAnswer(answer.body, 200, answer.headers);
