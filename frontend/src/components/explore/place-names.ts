/** How place names are shortened where space is tight (spec §2: the audio popup's title, lists). */
import { UI } from '@app/contracts';

const ELLIPSIS = '...';
/** An innermost bracketed part, with the spaces before it: '(…)', '[…]' or '{…}'. */
const BRACKETED = /\s*(?:\([^()[\]{}]*\)|\[[^()[\]{}]*\]|\{[^()[\]{}]*\})/g;

/** `text` cut to `max` characters (whole code points) plus '...' when longer. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}${ELLIPSIS}`;
}

/**
 * The audio popup's title: text in brackets removed, only the part before the first comma, cut to
 * 18 characters plus '...' if longer. 'Golden Temple (Harmandir Sahib)' → 'Golden Temple'.
 */
export function audioTitle(name: string): string {
  let text = name;
  // Inside out, so nested brackets go too: 'A (b [c] d)' → 'A'.
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(BRACKETED, '');
  }
  const beforeComma = text.split(',')[0] ?? '';
  return truncate(beforeComma.replace(/\s+/g, ' ').trim(), UI.audioTitleMax);
}

/** A place name in a list or on a card: 24 characters plus '...' if longer. */
export function listName(name: string): string {
  return truncate(name.replace(/\s+/g, ' ').trim(), UI.listNameMax);
}
