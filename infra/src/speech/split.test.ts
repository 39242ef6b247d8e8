/**
 * The first piece of a spoken track ends at its script's first sentence mark (issue 27: a Hindi
 * narration was one piece, spoken whole before a sound played), a long sentence gives way at a
 * clause mark, and every family keeps its text whole and in order.
 */
import { describe, expect, it } from 'vitest';
import { FIRST_PIECE_CHARS, planPieces } from './split.js';

/** The text repeated into a narration a few minutes long. */
const narration = (sentences: string, times = 40) => Array.from({ length: times }, () => sentences).join(' ');

const FAMILIES = [
  {
    family: 'Latin (English)',
    marks: '.!',
    first: 'The Taj Mahal stands on the Yamuna in Agra.',
    rest: 'Shah Jahan built it for Mumtaz Mahal. It took some twenty years to finish!',
  },
  {
    family: 'Devanagari (Hindi), the danda',
    marks: '।॥',
    first: 'ताजमहल आगरा में यमुना के किनारे है।',
    rest: 'इसे शाहजहाँ ने मुमताज़ महल की याद में बनवाया था। इसे बनने में लगभग बीस साल लगे॥',
  },
  {
    family: 'CJK (Japanese), the ideographic full stop',
    marks: '。！',
    first: 'タージ・マハルはアグラのヤムナー川のほとりにあります。',
    rest: 'シャー・ジャハーンが妃のために建てました！完成まで約二十年かかりました。',
  },
  {
    family: 'Arabic, the Arabic question mark',
    marks: '؟.',
    first: 'هل تعرف من بنى تاج محل؟',
    rest: 'بناه شاه جهان لزوجته ممتاز محل. استغرق بناؤه نحو عشرين عاما.',
  },
  {
    family: 'Perso-Arabic (Urdu), the Urdu full stop',
    marks: '۔',
    first: 'تاج محل آگرہ میں دریائے جمنا کے کنارے ہے۔',
    rest: 'اسے شاہ جہاں نے ممتاز محل کی یاد میں بنوایا۔ اسے بننے میں تقریباً بیس سال لگے۔',
  },
] as const;

describe('the first piece of a narration, in every script', () => {
  for (const { family, marks, first, rest } of FAMILIES)
    it(`${family}: a sentence or two, ending at the script's mark`, () => {
      const text = `${first} ${narration(rest)}`;
      const pieces = planPieces(text);
      const [opening = ''] = pieces;
      expect(opening.startsWith(first)).toBe(true);
      expect(marks).toContain(opening.at(-1));
      expect(opening.length).toBeLessThanOrEqual(FIRST_PIECE_CHARS);
      expect(pieces.length).toBeGreaterThan(2);
      // Whole and in order (pieces are joined by a space, which CJK sentences go without).
      const letters = (t: string) => t.replace(/\s/g, '');
      expect(letters(pieces.join(''))).toBe(letters(text));
    });

  it('gives way at a clause mark when the first sentence is long', () => {
    const long =
      'Built between 1632 and 1653 by twenty thousand artisans from across the empire, the tomb of white marble, inlaid with precious stones, rises above a garden of four parts.';
    const pieces = planPieces(`${long} ${narration('It is a World Heritage Site.')}`);
    expect(long.length).toBeGreaterThan(FIRST_PIECE_CHARS);
    expect(pieces[0]).toMatch(
      /^Built between 1632 and 1653 by twenty thousand artisans from across the empire,.*,$/,
    );
    expect(pieces[0]?.length).toBeLessThanOrEqual(FIRST_PIECE_CHARS);
  });

  it('keeps a short sentence whole, commas and all', () => {
    expect(planPieces('Agra, on the Yamuna, is old. It is hot in May.')).toEqual([
      'Agra, on the Yamuna, is old. It is hot in May.',
    ]);
  });
});
