/**
 * What the operator's terminal may receive from user data: a name a guide typed can hold escape
 * sequences (clear the screen, set the window title, colour the rest), a line break that forges
 * a line of its own, or a bidirectional override that reorders what is shown. Each such character
 * is written as its `\uXXXX` escape instead, which also keeps a JSON line valid JSON.
 */

// C0 and C1 controls and DEL (Cc), the bidirectional marks and overrides, line and paragraph separators, BOM.
const UNPRINTABLE = /[\p{Cc}\p{Bidi_Control}\u2028\u2029\ufeff]/gu;

const escaped = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function printable(text: string): string {
  return text.replace(UNPRINTABLE, escaped);
}
