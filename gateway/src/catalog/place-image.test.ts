/** The picture drawn for a place without a photo: its kind's drawing, every text escaped for SVG. */
import { describe, expect, it } from 'vitest';
import { placeImageSvg } from './place-image.js';

describe('the picture', () => {
  it('is the drawing of the place’s kind, named in its title, every text escaped', () => {
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
    expect(svg).toContain(
      '<title>Tom &amp; Jerry’s &lt;Fort&gt; &quot;Old&quot; Gate of the Seven Hills, Bijapur&apos;s &lt;town&gt;: gate</title>',
    );
  });
});
