/** Text inside a drawn picture: escaped for SVG, and a name broken into short lines. */

export const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const LINE_CHARS = 22;
const MAX_LINES = 3;

/** The name in lines of about LINE_CHARS, broken between words; the last line ends in '…' if cut. */
export function wrapName(name: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.trim().split(/\s+/)) {
    const next = line === '' ? word : `${line} ${word}`;
    if (next.length <= LINE_CHARS || line === '') line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= MAX_LINES)
    return lines.map((l) => (l.length > LINE_CHARS + 6 ? `${l.slice(0, LINE_CHARS)}…` : l));
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${(kept[MAX_LINES - 1] ?? '').slice(0, LINE_CHARS - 1)}…`;
  return kept;
}
