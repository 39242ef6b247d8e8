/**
 * A kept answer's compressed copies (kept-answers.ts): each made once, off the event loop, when a
 * client first takes its coding, with its own length and ETag, and kept as long as the answer.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredCodings } from './content-coding.js';
import type { KeptAnswer } from './kept-answers.js';
import { type Coding, etagOf } from './site-files.js';

/** Smaller answers go as they are: compressed, they would save less than a packet. */
export const COMPRESS_FROM = 1024;

type Compressed = Exclude<Coding, 'identity'>;
export type Compress = (body: Buffer, coding: Compressed) => Promise<Buffer>;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/** A middling effort: most of the best ratio for JSON, in milliseconds (docs/performance.md). */
const zlibCompress: Compress = (body, coding) =>
  coding === 'br'
    ? toBrotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : toGzip(body, { level: 6 });

/** Finds, or starts making, an answer's copy in the coding a client takes best. */
export function answerCopies(compress: Compress = zlibCompress) {
  const copies = new WeakMap<KeptAnswer, Map<Compressed, Promise<KeptAnswer>>>();

  const copyOf = async (answer: KeptAnswer, coding: Compressed): Promise<KeptAnswer> => {
    const body = await compress(answer.body, coding);
    const etag = etagOf(body);
    return {
      body,
      headers: { ...answer.headers, 'content-encoding': coding, 'content-length': String(body.length), etag },
      etag,
      notModified: { ...answer.notModified, etag },
      ...(answer.stands === undefined ? {} : { stands: answer.stands }),
    };
  };

  /** `answer` itself when small, or when the client takes no coding. */
  return (answer: KeptAnswer, acceptEncoding: string | undefined): KeptAnswer | Promise<KeptAnswer> => {
    if (answer.body.length < COMPRESS_FROM) return answer;
    const [coding = 'identity'] = preferredCodings(acceptEncoding);
    if (coding === 'identity') return answer;
    let made = copies.get(answer);
    if (made === undefined) {
      made = new Map();
      copies.set(answer, made);
    }
    let copy = made.get(coding);
    if (copy === undefined) {
      // Should a copy ever fail to be made, the answer goes as it is rather than failing each time.
      copy = copyOf(answer, coding).catch(() => answer);
      made.set(coding, copy);
    }
    return copy;
  };
}
