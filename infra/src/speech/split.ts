/**
 * Splits text for speech at sentence ends where it can: into parts under an engine's per-request
 * limit, and into the pieces a track is spoken in (small first, so a listener starts at once).
 */

/**
 * Every script's sentence marks: Latin and Cyrillic, CJK full stops and full-width marks, Arabic's
 * question mark and Urdu's full stop, the Devanagari danda (Hindi, Marathi, Nepali, Sanskrit) and
 * double danda, Armenian, Ethiopic, Myanmar and Khmer full stops, and the ellipsis.
 */
const ENDS = '.!?…。！？．؟۔।॥։።။។';
const SENTENCE = new RegExp(`[^${ENDS}]+[${ENDS}]+["'”’»)」』]*\\s*|[^${ENDS}]+$`, 'gu');
/** Clause marks a long sentence may be cut after: commas, semicolons and colons of each script. */
const CLAUSE = /[^,;:，、；：،؛]+[,;:，、；：،؛]+\s*|[^,;:，、；：،؛]+$/gu;
/** A sentence longer than this is cut after its clauses, so that no piece waits for a long one. */
const LONG_SENTENCE = 120;
/** A clause shorter than this stays with the next: a spoken piece of one or two words sounds cut off. */
const SHORT_CLAUSE = 25;

/** A long sentence as its clauses, short ones joined to the next; a short sentence as it is. */
function clausesOf(sentence: string): string[] {
  if (sentence.length <= LONG_SENTENCE) return [sentence];
  const clauses: string[] = [];
  let pending = '';
  for (const clause of sentence.match(CLAUSE) ?? [sentence]) {
    pending = pending ? `${pending} ${clause.trim()}` : clause.trim();
    if (pending.length >= SHORT_CLAUSE) {
      clauses.push(pending);
      pending = '';
    }
  }
  if (pending) clauses.push(pending);
  return clauses;
}

/**
 * The text's sentences (a long one as its clauses), any longer than `maxChars` cut at spaces (or
 * hard, for scripts without them).
 */
function sentencesOf(text: string, maxChars: number): string[] {
  const sentences: string[] = [];
  const found = (text.replace(/\s+/g, ' ').trim().match(SENTENCE) ?? []).flatMap((s) => clausesOf(s.trim()));
  for (const sentence of found) {
    let rest = sentence;
    while (rest.length > maxChars) {
      const space = rest.lastIndexOf(' ', maxChars);
      const cut = space > maxChars / 2 ? space : maxChars;
      sentences.push(rest.slice(0, cut).trim());
      rest = rest.slice(cut).trim();
    }
    if (rest) sentences.push(rest);
  }
  return sentences;
}

/**
 * Whole sentences packed in order into chunks of at most `limit(chunks so far)` characters (or one
 * sentence, when a sentence alone is longer).
 */
function pack(sentences: readonly string[], limit: (before: readonly string[]) => number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + 1 + sentence.length > limit(chunks)) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) chunks.push(current);
  return chunks;
}

export function splitForSpeech(text: string, maxChars: number): string[] {
  return pack(sentencesOf(text, maxChars), () => maxChars);
}

/**
 * The first piece of a spoken track: a sentence or two, a few seconds of speech that are made in a
 * fraction of a second, so that playing starts almost at once.
 */
export const FIRST_PIECE_CHARS = 120;
/**
 * A later piece may be this many times the text before it. Even on a busy machine speech is made
 * over 25 times faster than it plays, after an engine start of about a second: such a piece is
 * ready before the text before it has been heard (for any first piece over some 30 characters).
 */
export const PIECE_GROWTH = 12;
/** The largest piece: about four minutes of speech. */
export const MAX_PIECE_CHARS = 4000;

/**
 * The pieces a track is spoken in: a small first one, then each as large as the ones before allow,
 * so that the listener never catches up and a long text is few pieces (each costs an engine start).
 * The same text always gives the same pieces, so a generation cut short resumes where it stopped.
 */
export function planPieces(text: string, maxChars = MAX_PIECE_CHARS): string[] {
  const largest = Math.max(1, maxChars);
  return pack(sentencesOf(text, largest), (before) => {
    const spoken = before.reduce((sum, piece) => sum + piece.length, 0);
    return Math.min(largest, before.length === 0 ? FIRST_PIECE_CHARS : PIECE_GROWTH * spoken);
  });
}
