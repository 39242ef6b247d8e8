/**
 * The pages the gateway renders on request (SERVER_RENDERED_ROUTES), kept by address so that a
 * page is rendered once for many visitors: a kept page is sent at once, and once it is older than
 * `freshMs` it is rendered again behind the answer (the visitor's browser refreshes its data
 * anyway). Bounded three ways against made-up addresses: pages kept (the least recently sent go
 * first), renders at once (beyond them the visitor gets the app page, which renders in the
 * browser, rather than a queue), and renders that fail (logged, the app page sent).
 */
import type { SiteFile } from './site-files.js';

export interface RenderedPagesOptions {
  /** How long a rendered page is sent before it is rendered again. */
  readonly freshMs: number;
  readonly maxPages: number;
  readonly maxRendering: number;
  readonly onError: (error: unknown, url: string) => void;
  readonly now?: () => number;
}

/** A page's render; undefined when the address has none (not such a page, or no server build). */
export type RenderPage = () => Promise<SiteFile | undefined>;

export function renderedPages({
  freshMs,
  maxPages,
  maxRendering,
  onError,
  now = Date.now,
}: RenderedPagesOptions) {
  const kept = new Map<string, { file: SiteFile; at: number }>();
  const rendering = new Map<string, Promise<SiteFile | undefined>>();

  const keep = (url: string, file: SiteFile) => {
    kept.delete(url);
    kept.set(url, { file, at: now() });
    for (const oldest of kept.keys()) {
      if (kept.size <= maxPages) break;
      kept.delete(oldest);
    }
  };

  /** The render of `url` under way or a new one; undefined when too many are under way. */
  const start = (url: string, render: RenderPage): Promise<SiteFile | undefined> | undefined => {
    const running = rendering.get(url);
    if (running !== undefined) return running;
    if (rendering.size >= maxRendering) return undefined;
    const job = render()
      .then(
        (file) => {
          if (file !== undefined) keep(url, file);
          return file;
        },
        (error: unknown) => {
          onError(error, url);
          return undefined;
        },
      )
      .finally(() => rendering.delete(url));
    rendering.set(url, job);
    return job;
  };

  return {
    /**
     * The page at `url` (path and query): kept, at once; else rendered, once the render is done;
     * undefined when it cannot be rendered now (the app page serves).
     */
    get(url: string, render: RenderPage): SiteFile | Promise<SiteFile | undefined> | undefined {
      const found = kept.get(url);
      if (found === undefined) return start(url, render);
      // Most recently sent last: the first in the map is the first to go.
      kept.delete(url);
      kept.set(url, found);
      if (now() - found.at > freshMs) void start(url, render);
      return found.file;
    },
  };
}
