/**
 * How long a track will be, before it is whole (issue 26: a streamed book showed "0:30 / 0:00"): a
 * stream has no length for the player to read, so the view carries the best guess so far, from
 * the text at the voices' pace, never shorter than what is spoken already. (The pieces cannot
 * tell it: they grow from a short first one, so the first ones say little of the rest.)
 */
import type { TrackDoc } from '@app/contracts';

/** The offline voices' pace, measured on English books: 4,053 characters took 265.6 s. */
const MS_PER_CHAR = 65;
/** Han, kana and hangul say a syllable or more each. */
const MS_PER_CJK_CHAR = 160;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

function fromText(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  return (text.length - cjk) * MS_PER_CHAR + cjk * MS_PER_CJK_CHAR;
}

/** The track's length in ms: its own once ready; estimated while it is spoken; null before its text. */
export function expectedLengthMs(track: TrackDoc): number | null {
  if (track.status === 'ready') return track.durationMs ?? null;
  const spoken = (track.parts ?? []).reduce((sum, part) => sum + part.durationMs, 0);
  if (track.text) return Math.max(spoken, fromText(track.text));
  return spoken > 0 ? spoken : null;
}
