import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printable } from './printable.js';

describe('printable', () => {
  it('turns escape sequences, line breaks and bidirectional overrides into visible escapes', () => {
    expect(printable('\u001b[2J\u001b]0;pwned\u0007Ravi')).toBe('\\u001b[2J\\u001b]0;pwned\\u0007Ravi');
    expect(printable('Asha\nOK  fake line')).toBe('Asha\\u000aOK  fake line');
    expect(printable('\u009b31mred \u202egnp.exe')).toBe('\\u009b31mred \\u202egnp.exe');
    expect(printable('Agra — ताज, 東京 ✓')).toBe('Agra — ताज, 東京 ✓');
  });

  it('leaves no control character in anything, and keeps a JSON line parseable to the same value', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const shown = printable(text);
        expect(shown).not.toMatch(/[\p{Cc}\p{Bidi_Control}\u2028\u2029]/u);
        expect(JSON.parse(printable(JSON.stringify({ text })))).toEqual({ text });
      }),
    );
  });
});
