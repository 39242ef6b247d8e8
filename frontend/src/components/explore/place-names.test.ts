import { describe, expect, it } from 'vitest';
import { audioTitle, listName, truncate } from './place-names';

describe('audioTitle (the audio popup title, spec §2)', () => {
  it('keeps a short name as it is', () => {
    expect(audioTitle('Taj Mahal')).toBe('Taj Mahal');
  });

  it('removes text in brackets', () => {
    expect(audioTitle('Golden Temple (Harmandir Sahib)')).toBe('Golden Temple');
    expect(audioTitle('Kinkaku-ji [Golden Pavilion] Kyoto')).toBe('Kinkaku-ji Kyoto');
    expect(audioTitle('Fort (old [inner] walls)')).toBe('Fort');
  });

  it('keeps only the part before the first comma', () => {
    expect(audioTitle('City Palace, Jaipur')).toBe('City Palace');
    expect(audioTitle('Akbar’s Tomb, Sikandra, Agra')).toBe('Akbar’s Tomb');
  });

  it('cuts to 18 characters plus "..." when longer', () => {
    expect(audioTitle('Attari-Wagah Border Ceremony')).toBe('Attari-Wagah Borde...');
    expect(audioTitle('Chhatrapati Shivaji Terminus')).toBe('Chhatrapati Shivaj...');
  });

  it('does not add "..." at exactly 18 characters', () => {
    expect(audioTitle('Abcdefghijklmnopqr')).toBe('Abcdefghijklmnopqr');
  });

  it('applies brackets, then the comma, then the length', () => {
    expect(audioTitle('Victoria Memorial (Kolkata), West Bengal, India')).toBe('Victoria Memorial');
    expect(audioTitle('Sri Dalada Maligawa (Temple of the Tooth)')).toBe('Sri Dalada Maligaw...');
  });

  it('does not end the cut on a space before the ellipsis', () => {
    expect(audioTitle('Itmad-ud-Daulah Tomb Garden')).toBe('Itmad-ud-Daulah To...');
    expect(audioTitle('Statue Of Liberty Island')).toBe('Statue Of Liberty...');
  });
});

describe('listName (place names in lists, spec §2)', () => {
  it('keeps names of up to 24 characters', () => {
    expect(listName('Jantar Mantar, Jaipur')).toBe('Jantar Mantar, Jaipur');
    expect(listName('abcdefghijklmnopqrstuvwx')).toBe('abcdefghijklmnopqrstuvwx');
  });

  it('cuts longer names to 24 characters with an ellipsis', () => {
    expect(listName('Golden Temple (Harmandir Sahib)')).toBe('Golden Temple (Harmandir...');
    expect(listName('abcdefghijklmnopqrstuvwxy')).toBe('abcdefghijklmnopqrstuvwx...');
  });

  it('tidies whitespace first', () => {
    expect(listName('  Hawa   Mahal ')).toBe('Hawa Mahal');
  });
});

describe('truncate', () => {
  it('never splits a character made of two code units', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
  });
});
