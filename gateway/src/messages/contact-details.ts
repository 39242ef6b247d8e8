/**
 * Contact details held back until a booking is paid (issue 26), the way ToursByLocals and
 * Withlocals keep the first arrangements on the platform: phone numbers, e-mail addresses and
 * links give way to MESSAGE_TEXTS.held. Dates and times stay: they are what a traveller asks about.
 */
import { MESSAGE_TEXTS } from '@app/contracts';

// Each pattern starts only where a run of its characters starts (the lookbehinds): a match tried
// from every character inside a long run would take time growing with the square of its length.
/** name@host.tld, also typed to slip past a filter: `name (at) host dot com`, `name [at] host(dot)in`. */
const EMAIL =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\])\s*[\p{L}\p{N}-]+(?:(?:\.|\s*\(dot\)\s*|\s*\[dot\]\s*|\s+dot\s+)[\p{L}\p{N}-]+)+/giu;
/** A scheme or www., or a bare host under a common top-level domain (wa.me, t.me, example.in/...). */
const LINK =
  /\b(?:(?:https?:\/\/|www\.)\S+|(?<![a-z0-9.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|in|net|org|io|me|co|app|link|ly|info|biz|site|online)\b(?:\/\S*)?)/giu;
/** Eight digits or more with the separators people type between them: a phone number. */
const PHONE = /\+?\(?\d(?:[\s\-.()]*\d){7,}/gu;
/**
 * A calendar date written with dashes, which the phone pattern would otherwise take: a year of this
 * century or the last, a month and a day that exist. Eight digits shaped so but no such date
 * (0000-00-00, 9876-54-32) are a phone number typed in pairs.
 */
const YEAR = '(?:19|20)\\d{2}';
const MONTH = '(?:0?[1-9]|1[0-2])';
const DAY = '(?:0?[1-9]|[12]\\d|3[01])';
const DATE = new RegExp(`^${YEAR}-${MONTH}-${DAY}$|^${DAY}-${MONTH}-${YEAR}$`, 'u');

/** `text` with its contact details replaced, and whether it had any. */
export function holdBackContacts(text: string): { text: string; held: boolean } {
  let held = false;
  const hide = (found: string) => {
    if (DATE.test(found.trim())) return found;
    held = true;
    return MESSAGE_TEXTS.held;
  };
  const hidden = text.replace(EMAIL, hide).replace(LINK, hide).replace(PHONE, hide);
  return { text: hidden, held };
}
