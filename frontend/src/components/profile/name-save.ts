/**
 * What Save does with the typed username (spec §5): an empty name reverts to the saved one without
 * a call, so nothing claims a change that did not happen; any other name is saved trimmed.
 */
export type NameSave =
  | { readonly kind: 'revert'; readonly name: string }
  | { readonly kind: 'save'; readonly name: string };

export function nameSave(typed: string, saved: string): NameSave {
  const name = typed.trim();
  return name === '' ? { kind: 'revert', name: saved } : { kind: 'save', name };
}
