/** Puts focus on a mode's first field: through the popup when it opens, directly after a move. */
import { type RefObject, useLayoutEffect } from 'react';
import type { ModeFocus } from './login-modes';

/** `first` must be the same ref for the form's whole life (pick it once, e.g. with useState). */
export function useModeFocus({ popup, now }: ModeFocus, first: RefObject<HTMLInputElement | null>): void {
  useLayoutEffect(() => {
    // The popup reads this when it opens; a move between modes is no opening, so focus moves here.
    popup.current = first.current;
    if (now) first.current?.focus();
  }, [popup, now, first]);
}
