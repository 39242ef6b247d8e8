/** Which content codings a client takes (Accept-Encoding, RFC 9110 §12.5.3), best first. */
import Negotiator from 'negotiator';
import { CODINGS, type Coding } from './site-files.js';

/** negotiator 1.x takes the server's order for equal weights; its published types predate that option. */
type Encodings = (this: Negotiator, available: string[], options: { preferred: string[] }) => string[];
const encodings = Negotiator.prototype.encodings as unknown as Encodings;
const IDENTITY: readonly Coding[] = ['identity'];
/** Browsers send a handful of distinct headers: each is worked out once. */
const known = new Map<string, readonly Coding[]>();
const KNOWN_MAX = 64;

function parse(header: string): readonly Coding[] {
  // Equal weights keep the offered order (brotli first); identity stays the last resort.
  const offered = [...CODINGS];
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  const taken = encodings.call(negotiator, offered, { preferred: offered }) as Coding[];
  return [...taken.filter((coding) => coding !== 'identity'), 'identity'];
}

/** The codings to try in turn; identity, always last, is what a client without the header gets. */
export function preferredCodings(header: string | undefined): readonly Coding[] {
  if (header === undefined || header === '') return IDENTITY;
  let codings = known.get(header);
  if (codings === undefined) {
    codings = parse(header);
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(header, codings);
  }
  return codings;
}
