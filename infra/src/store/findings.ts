/** What start-up and `pnpm admin store check` find in the store's files, written for a terminal. */
import { StoreDamagedError } from './port.js';

/** `inspect` changes nothing; `start` repairs what a crash leaves and refuses the rest; `repair` repairs all. */
export type CheckMode = 'inspect' | 'start' | 'repair';

/** One thing found in one file. */
export interface Finding {
  file: string;
  /** Where in the file (`line 12`, `line 12 (_id "u1")`); empty for the file as a whole. */
  at: string;
  /** What is wrong: one printable line. */
  problem: string;
  /** What a repair did about it; unset while it is not repaired. */
  repaired?: string;
}

/** One file's counts and findings. */
export interface FileCheck {
  file: string;
  /** Its counts, e.g. `120 lines, 57 documents, 0 bad lines, no torn last line, 0 duplicates`. */
  summary: string;
  findings: Finding[];
}

const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/** `text` with control, format and line-separator characters as `\uXXXX`, so it stays one visible line. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => {
    const code = (c.codePointAt(0) ?? 0).toString(16).padStart(4, '0');
    return code.length > 4 ? `\\u{${code}}` : `\\u${code}`;
  });
}

/** The start of a line of data, printable. */
export function excerpt(text: string, max = 60): string {
  const chars = [...text];
  return printable(chars.length > max ? `${chars.slice(0, max).join('')}…` : text);
}

/** `line 12 (_id "u1")`. */
export function lineAt(line: number, id?: unknown): string {
  return id === undefined
    ? `line ${line}`
    : `line ${line} (_id ${printable(JSON.stringify(id) ?? String(id))})`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The one-line refusal start-up throws: the file, the record, and the command that lists and
 * repairs the damage. Nothing of the file named was changed.
 */
export function refusal(findings: readonly Finding[]): StoreDamagedError {
  const [first] = findings;
  if (first === undefined) throw new Error('a refusal needs a finding');
  const more = findings.length > 1 ? ` (and ${plural(findings.length - 1, 'more finding')})` : '';
  return new StoreDamagedError(
    `The embedded store will not start: ${printable(first.file)} ${first.at}: ${first.problem}${more} — ` +
      'nothing in that file was changed. `pnpm admin store check` lists the damage and ' +
      '`pnpm admin store check --repair` repairs it, keeping the original in DATA_DIR/recovered/.',
    first.file,
  );
}
