import { describe, expect, it } from 'vitest';
import { letterFallbacks } from './letter-fallbacks.js';

// Lines as espeak-ng 1.52's `-X` printed them for these words.
describe('letter fallbacks in eSpeak’s phoneme trace', () => {
  it('finds a character named by its alphabet, as the ja voice names a kanji', () => {
    const trace = [
      "Translate '日本です'",
      "Translate '日'",
      "Found: '_zh' [tS'aIni:z]  ",
      "Translate 'す'",
      ' 36\tす      [su]',
    ];
    expect(letterFallbacks(trace)).toEqual(["日: Found: '_zh' [tS'aIni:z]"]);
  });

  it('finds eSpeak’s built-in "letter" and a character spoken as its code', () => {
    const trace = [
      "Translate '々'",
      "Found: '_3' [san_!]  ",
      "h'a n'a l'et@_|s'an_!_|r'ei_!_|r'ei_!_|g'o_!_: w'a",
    ];
    expect(letterFallbacks(trace)).toEqual(["々: h'a n'a l'et@_|s'an_!_|r'ei_!_|r'ei_!_|g'o_!_: w'a"]);
  });

  it('finds "symbol" and "letter" from the voice’s own dictionary', () => {
    expect(letterFallbacks(["Translate '☃'", "Found: '_??' [s'Imb@L]  "])).toHaveLength(1);
    expect(letterFallbacks(["Translate 'ʭ'", "Found: '_?A' [l'Et3]  "])).toHaveLength(1);
  });

  it('passes numbers and words read by rule or dictionary', () => {
    const trace = [
      "Found: '_0C' [Caku]  ",
      "Found: '_1M1' [m'il]  ",
      "Found: '_0and' [and]  ",
      "Translate 'あなたわいま'",
      ",anat,awa'ima",
      "(en)bA@th'oUldi(fr) a fasOn'e",
    ];
    expect(letterFallbacks(trace)).toEqual([]);
  });
});
