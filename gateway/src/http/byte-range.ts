/**
 * HTTP Range (RFC 9110) for one range of a file of known size. Not `range-parser`: it refuses a
 * suffix longer than the file, which RFC 9110 §14.1.3 makes the whole file.
 */

export type RangeResult =
  | { kind: 'whole' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or other units: serving the whole file is allowed.
  if (!match) return { kind: 'whole' };
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return { kind: 'unsatisfiable' };
  if (size === 0) return { kind: 'unsatisfiable' };
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
