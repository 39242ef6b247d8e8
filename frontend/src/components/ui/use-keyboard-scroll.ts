/**
 * A scrolling box with nothing focusable inside (e.g. a guide's profile text) could not be scrolled
 * from the keyboard (WCAG 2.1.1): while its content overflows it joins the tab order itself, and
 * leaves it again once everything fits.
 */
import { useEffect } from 'react';

/** `box` comes from a callback ref: a dialog's content mounts a render after it opens. */
export function useKeyboardScroll(box: HTMLElement | null): void {
  useEffect(() => {
    if (box === null) return undefined;
    const update = () => {
      const overflows = box.scrollHeight > box.clientHeight + 1;
      if (overflows) box.setAttribute('tabindex', '0');
      else box.removeAttribute('tabindex');
    };
    update();
    // Content arrives after opening (lazy text, lists loaded from the server), and the window resizes.
    const resized = new ResizeObserver(update);
    resized.observe(box);
    const changed = new MutationObserver(update);
    changed.observe(box, { childList: true, subtree: true, characterData: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [box]);
}
