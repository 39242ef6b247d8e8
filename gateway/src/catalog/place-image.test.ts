/**
 * The card drawn for a place without a photo: its name broken between words into at most three
 * lines of about 22 characters, every text escaped for SVG, the kind in capitals.
 */
import { describe, expect, it } from 'vitest';
import { placeImageSvg, wrapName } from './place-image.js';

describe('a place’s name on its card', () => {
  it('breaks between words once a line would pass 22 characters, spaces typed twice or not', () => {
    expect(wrapName('  Taj   Mahal ')).toEqual(['Taj Mahal']);
    expect(wrapName('   ')).toEqual([]);
    expect(wrapName('abcdefghij klmnopqrstu')).toEqual(['abcdefghij klmnopqrstu']);
    expect(wrapName('abcdefghij klmnopqrstuv')).toEqual(['abcdefghij', 'klmnopqrstuv']);
  });

  it('keeps a long word whole up to 28 characters, and cuts a longer one with an ellipsis', () => {
    const word28 = 'a'.repeat(28);
    expect(wrapName(word28)).toEqual([word28]);
    expect(wrapName(`${word28}b`)).toEqual([`${'a'.repeat(22)}…`]);
  });

  it('shows three lines at most, the third ending in an ellipsis when more was cut', () => {
    const three = 'Chhatrapati Shivaji Maharaj Vastu Sangrahalaya Museum';
    expect(wrapName(three)).toEqual(['Chhatrapati Shivaji', 'Maharaj Vastu', 'Sangrahalaya Museum']);
    expect(wrapName(`${three} of Mumbai City`)).toEqual([
      'Chhatrapati Shivaji',
      'Maharaj Vastu',
      'Sangrahalaya Museum o…',
    ]);
  });
});

describe('the card', () => {
  it('escapes every text and sets the name’s lines one under the other', () => {
    const svg = placeImageSvg({
      name: 'Tom & Jerry’s <Fort> "Old" Gate of the Seven Hills',
      city: "Bijapur's <town>",
      category: 'Fort & Palace',
    });
    expect(svg).toContain(
      'aria-label="Tom &amp; Jerry’s &lt;Fort&gt; &quot;Old&quot; Gate of the Seven Hills, Bijapur&apos;s &lt;town&gt;: Fort &amp; Palace"',
    );
    expect(svg).toContain('>FORT &amp; PALACE</text>');
    expect(svg).toContain(
      '<tspan x="32" dy="0">Tom &amp; Jerry’s &lt;Fort&gt;</tspan><tspan x="32" dy="36">&quot;Old&quot; Gate of the</tspan><tspan x="32" dy="36">Seven Hills</tspan>',
    );
    expect(svg).toContain('>Bijapur&apos;s &lt;town&gt;</text>');
    expect(svg).not.toMatch(/<(?!\/?(svg|rect|text|tspan)\b)/);
  });
});
