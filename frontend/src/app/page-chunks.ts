/**
 * The chunks of a page the server sent rendered, asked for a few at a time. Vite's loader adds a
 * modulepreload link for each chunk a lazy import needs, all in one task, and each link starts its
 * request on the spot: a city's page needs twenty-six, 21 ms of this machine's main thread in a
 * task of 50 ms (200 ms at Lighthouse's phone speed) that held the page's taps. The server names
 * the page's chunks in the document (page-document.ts); added here first, a few per task, they are
 * found by the loader, which adds none of its own (home.e2e.test.ts watches the links each task adds).
 */

/** The id of the document's list of the page's script chunks, as `/assets/…` paths. */
export const PAGE_CHUNKS_ID = 'page-chunks';

/** Links added per task: six took 9 ms of this machine's main thread (36 ms at a phone's speed). */
export const PAGE_CHUNKS_PER_TASK = 3;

/** The page's chunks named in the document; none where it names none or the list is unreadable. */
function namedChunks(): string[] {
  const text = document.getElementById(PAGE_CHUNKS_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((path): path is string => typeof path === 'string') : [];
  } catch {
    // A page cut short on its way: Vite's loader asks for the chunks itself.
    return [];
  }
}

/** Resolves in a task of its own, after whatever the browser has waiting (input, a frame). */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Adds a modulepreload link for each chunk the document names, PAGE_CHUNKS_PER_TASK at a time. */
export async function preloadPageChunks(): Promise<void> {
  const chunks = namedChunks();
  for (let from = 0; from < chunks.length; from += PAGE_CHUNKS_PER_TASK) {
    if (from > 0) await yieldToBrowser();
    for (const path of chunks.slice(from, from + PAGE_CHUNKS_PER_TASK)) {
      const link = document.createElement('link');
      // As Vite's loader makes its own, so that a module import uses what this one fetched.
      link.rel = 'modulepreload';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = path;
      document.head.appendChild(link);
    }
  }
}
