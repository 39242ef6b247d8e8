import { describe, expect, it } from 'vitest';
import { formatCardNumber, TEST_CARDS } from './SandboxCheckout';

describe('formatCardNumber', () => {
  it('groups typed or pasted digits by four and drops spaces, dashes and letters', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4000-0000-0000-3220')).toBe('4000 0000 0000 3220');
    expect(formatCardNumber(' 4000 0000 0000 0002 ')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('41a1')).toBe('411');
    expect(formatCardNumber('1'.repeat(25))).toHaveLength(19 + 4);
  });

  it('lists the three sandbox test cards as they are typed', () => {
    expect(TEST_CARDS.map((card) => formatCardNumber(card.number))).toEqual(
      TEST_CARDS.map((card) => card.number),
    );
    expect(TEST_CARDS.map((card) => card.number.replace(/\s/g, ''))).toEqual([
      '4111111111111111',
      '4000000000000002',
      '4000000000003220',
    ]);
  });
});
