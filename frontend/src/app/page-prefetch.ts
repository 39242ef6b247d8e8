/**
 * What a page rendered on the server asks for before it renders (prerender.tsx): the answers its
 * first screen shows. Each page says it beside the queries it makes, with the same inputs, so the
 * cache the render fills is the one the page reads.
 */
import type { AppRouter } from '@app/gateway';
import type { createTRPCQueryUtils } from '@trpc/react-query';

export type QueryUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

/** Fills the render's cache for a page at an address with these query parameters. */
export type PagePrefetch = (params: URLSearchParams, utils: QueryUtils) => Promise<void>;
