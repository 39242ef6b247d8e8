/**
 * Which open Modal an Escape closes: the one opened last. Radix decides that per layer from state
 * it updates one render late (radix-ui/primitives#4143): an Escape just after a popup opens over
 * another (View Profile over the guide grid) reached only the popup underneath, and closed the
 * whole booking flow. Here each Modal joins the stack as it opens, before the browser paints it.
 */

interface OpenModal {
  readonly close: () => void;
}

const stack: OpenModal[] = [];
/** Escapes already answered: in that late render both popups' listeners hear the same key. */
const answered = new WeakSet<Event>();

/** Adds an opening Modal on top; the returned function takes it off again. */
export function openOnTop(modal: OpenModal): () => void {
  stack.push(modal);
  return () => {
    const at = stack.lastIndexOf(modal);
    if (at >= 0) stack.splice(at, 1);
  };
}

/**
 * Answers an Escape Radix hands to a Modal: the topmost one closes, once per key press, unless
 * something inside had used the key already. Radix itself then closes nothing.
 */
export function escapeToTop(event: KeyboardEvent): void {
  if (answered.has(event) || event.defaultPrevented) return;
  answered.add(event);
  event.preventDefault();
  stack.at(-1)?.close();
}
