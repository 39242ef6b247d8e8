/**
 * Scrolls to the top on every route change, or to the on-page section named by the #hash
 * (e.g. '/#explore'), also on arrival. On a first visit the page chunk may still be loading, so the
 * section is looked for again on each frame for a short while.
 */
import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const HASH_WAIT_MS = 3000;

function scrollToSection(target: HTMLElement): void {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'instant', block: 'start' });
  // Keyboard and screen-reader users continue from the section, not from the link they used.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  // The page the visitor arrived on keeps the browser's own position: the top, a reload's restored
  // place, or wherever they scrolled a prerendered page before the scripts took it over.
  const arrival = useRef(key);

  useLayoutEffect(() => {
    const onArrival = key === arrival.current;
    const id = decodeURIComponent(hash.slice(1));
    if (id === '') {
      if (!onArrival) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return undefined;
    }
    const found = document.getElementById(id);
    if (found !== null) {
      scrollToSection(found);
      return undefined;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const giveUpAt = performance.now() + HASH_WAIT_MS;
    let frame = requestAnimationFrame(function look(now) {
      const target = document.getElementById(id);
      if (target !== null) scrollToSection(target);
      else if (now < giveUpAt) frame = requestAnimationFrame(look);
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key]);

  return null;
}
