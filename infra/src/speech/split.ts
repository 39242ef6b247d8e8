/** Splits text for a speech engine's per-request limit, at sentence ends where it can. */

const SENTENCE = /[^.!?。！？؟]+[.!?。！？؟]+["'”’»)]*\s*|[^.!?。！？؟]+$/g;

export function splitForSpeech(text: string, maxChars: number): string[] {
  const sentences = (text.replace(/\s+/g, ' ').trim().match(SENTENCE) ?? [])
    .map((s) => s.trim())
    .filter(Boolean);
  const chunks: string[] = [];
  let current = '';
  const push = () => {
    if (current) chunks.push(current);
    current = '';
  };
  for (const sentence of sentences) {
    if (sentence.length > maxChars) {
      // A sentence longer than the limit is cut at spaces (or hard, for scripts without them).
      push();
      let rest = sentence;
      while (rest.length > maxChars) {
        const space = rest.lastIndexOf(' ', maxChars);
        const cut = space > maxChars / 2 ? space : maxChars;
        chunks.push(rest.slice(0, cut).trim());
        rest = rest.slice(cut).trim();
      }
      current = rest;
      continue;
    }
    if (current.length + 1 + sentence.length > maxChars) push();
    current = current ? `${current} ${sentence}` : sentence;
  }
  push();
  return chunks;
}
