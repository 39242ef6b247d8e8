/**
 * A value made when first asked for, then kept. For Intl formatters: the first one a page makes
 * loads the browser's locale data (about 20 ms on this machine, four times that on Lighthouse's
 * phone). Made at a module's top, that fell inside the task that evaluates a page's chunks, on
 * pages that never show a date or a price.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
