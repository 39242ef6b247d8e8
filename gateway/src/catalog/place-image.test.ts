/**
 * The picture drawn for a place without a photo: its kind's drawing, its name broken between words
 * into at most three lines of about 22 characters, every text escaped for SVG.
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

describe('the picture', () => {
  it('is the drawing of the place’s kind, named in its caption, every text escaped', () => {
    const svg = placeImageSvg({
      id: 'old-gate',
      name: 'Tom & Jerry’s <Fort> "Old" Gate of the Seven Hills',
      city: "Bijapur's <town>",
      kind: 'gate',
    });
    expect(svg).toContain(
      'aria-label="Tom &amp; Jerry’s &lt;Fort&gt; &quot;Old&quot; Gate of the Seven Hills, Bijapur&apos;s &lt;town&gt;: gate"',
    );
    expect(svg).toContain('<g class="kind-gate">');
    expect(svg).toContain('>Tom &amp; Jerry’s &lt;Fort&gt;</tspan>');
    expect(svg).toContain('>Bijapur&apos;s &lt;town&gt;</text>');
  });
});
