import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range.js';

describe('parseRange, for a 1000-byte track', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['', { kind: 'whole' }],
    // Several ranges or other units: the whole file is a valid answer.
    ['bytes=0-9,20-29', { kind: 'whole' }],
    ['items=0-9', { kind: 'whole' }],
    ['xbytes=0-9', { kind: 'whole' }],
    ['bytes=0-9x', { kind: 'whole' }],
    ['  bytes=10-19  ', { kind: 'partial', start: 10, end: 19 }],
    ['bytes=0-0', { kind: 'partial', start: 0, end: 0 }],
    ['bytes=999-999', { kind: 'partial', start: 999, end: 999 }],
    ['bytes=990-', { kind: 'partial', start: 990, end: 999 }],
    // An end past the file is cut to its last byte.
    ['bytes=900-5000', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-1', { kind: 'partial', start: 999, end: 999 }],
    // A suffix longer than the file is the whole file, from byte 0.
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=20-10', { kind: 'unsatisfiable' }],
  ])('%j → %j', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });

  it('finds nothing to send in an empty file', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
