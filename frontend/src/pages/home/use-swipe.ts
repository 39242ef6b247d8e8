/** Calls back on a horizontal swipe over an element (touch only; the arrow buttons do the rest). */
import { type RefObject, useEffect, useRef } from 'react';

const MIN_DISTANCE_PX = 40;

export function useSwipe(ref: RefObject<HTMLElement | null>, onSwipe: (direction: 'left' | 'right') => void) {
  const latest = useRef(onSwipe);
  latest.current = onSwipe;

  useEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start =
        event.touches.length === 1 && touch !== undefined ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (start === null || touch === undefined) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      start = null;
      // Mostly sideways and far enough: a swipe, not a scroll of the page.
      if (Math.abs(dx) >= MIN_DISTANCE_PX && Math.abs(dx) > Math.abs(dy) * 1.5) {
        latest.current(dx < 0 ? 'left' : 'right');
      }
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchend', onEnd);
    };
  }, [ref]);
}
