import { describe, expect, it } from 'vitest';
import { nameSave } from './name-save';

describe('saving the username (spec §5)', () => {
  it.each(['', '   ', '\t'])('reverts an empty name (%j) to the saved one, sending nothing', (typed) => {
    expect(nameSave(typed, 'Asha Rao')).toEqual({ kind: 'revert', name: 'Asha Rao' });
  });

  it('saves a typed name, trimmed', () => {
    expect(nameSave('  Asha R.  ', 'Asha Rao')).toEqual({ kind: 'save', name: 'Asha R.' });
  });
});
