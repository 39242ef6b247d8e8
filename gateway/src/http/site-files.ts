/**
 * The built frontend held in memory: each file of the build with the brotli and gzip copies the
 * build wrote beside it, and the headers of every answer made once. Serving a page or an asset
 * is then a lookup — no file system work per request (which was most of `GET /`'s time).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type PAYMENTS_PROVIDERS, PRERENDERED_PAGES, prerenderedFile } from '@app/contracts';
import { getMimeType } from 'hono/utils/mime';

/** The content codings a file may be sent in, best first when the client accepts them alike. */
export const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number] | 'identity';
const SUFFIXES: Record<Exclude<Coding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

/** Hashed assets never change under their name; everything else (index.html) is revalidated each time. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

type HeaderRecord = Readonly<Record<string, string>>;

/** One file in one coding, with the headers of each answer it can be sent in. */
export interface Variant {
  body: Buffer;
  etag: string;
  /** 200: the whole file (always with its length, so HEAD announces it too). */
  ok: HeaderRecord;
  /** 304: the client's copy is current. */
  notModified: HeaderRecord;
  /** Any other status with this body (the app's page for a path it does not have). */
  other: HeaderRecord;
}

export type SiteFile = { identity: Variant } & Partial<Record<Coding, Variant>>;

export interface Site {
  /** By URL path: `/index.html`, `/assets/index-Bx12abcd.js`. */
  files: ReadonlyMap<string, SiteFile>;
  index: SiteFile | undefined;
  /** The pages the build prerendered for this deployment's checkout, by address (`/`, `/Explore?…`). */
  pages: ReadonlyMap<string, SiteFile>;
}

export type Checkout = (typeof PAYMENTS_PROVIDERS)[number];

/** A strong ETag of a body's bytes: the site's files and the API's kept answers share it. */
export const etagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

function variant(body: Buffer, common: HeaderRecord, coding: Coding): Variant {
  const etag = etagOf(body);
  const other: Record<string, string> = { ...common, 'content-length': String(body.length) };
  if (coding !== 'identity') other['content-encoding'] = coding;
  return {
    body,
    etag,
    ok: { ...other, etag, 'accept-ranges': 'bytes' },
    notModified: { ...common, etag },
    other,
  };
}

/** Paths of the build's files (dot files and the compressed copies left out), `/`-separated. */
async function filesOf(dist: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(dist, { recursive: true });
  } catch (error) {
    // No build yet: the site answers that it is not built.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const paths = entries
    .map((entry) => entry.split('\\').join('/'))
    .filter((entry) => !entry.split('/').some((part) => part.startsWith('.')));
  const listed = new Set(paths);
  const copyOf = (path: string) =>
    Object.values(SUFFIXES).some(
      (suffix) => path.endsWith(suffix) && listed.has(path.slice(0, -suffix.length)),
    );
  return paths.filter((path) => !copyOf(path));
}

async function readIfFile(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Directories are listed too; a copy the build did not write (too small to gain) is absent.
    if (code === 'EISDIR' || code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Facts of this deployment the page reads before any script runs, as `<meta name content>` tags
 * in index.html (e.g. that payments are the sandbox, so its notice is in the first paint instead of
 * pushing the page down when it arrives). Names and values are the product's own words.
 */
export type PageMeta = Readonly<Record<string, string>>;
const WORD = /^[\w-]+$/;

/**
 * Answers of this deployment the page would otherwise ask for at once (the site's configured
 * facts), as JSON in `<script type="application/json" id>` blocks: data, never run, so the content
 * security policy needs no hash for them. By element id.
 */
export type PageData = Readonly<Record<string, unknown>>;

/** What the gateway writes into an app page's head. */
export interface PageHead {
  readonly meta?: PageMeta;
  readonly data?: PageData;
}

/** The JSON of a data block, unable to close its element: every `<` escaped. */
const dataBlockText = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** index.html with the meta tags and data blocks before `</head>`. */
function withHead(html: Buffer, { meta = {}, data = {} }: PageHead): Buffer {
  const tags = Object.entries(meta).map(([name, content]) => {
    if (!WORD.test(name) || !WORD.test(content)) throw new Error(`page meta must be plain words: ${name}`);
    return `<meta name="${name}" content="${content}" />`;
  });
  for (const [id, value] of Object.entries(data)) {
    if (!WORD.test(id)) throw new Error(`a page data block's id must be a plain word: ${id}`);
    tags.push(`<script type="application/json" id="${id}">${dataBlockText(value)}</script>`);
  }
  const text = html.toString('utf8');
  const at = text.indexOf('</head>');
  if (tags.length === 0 || at < 0) return html;
  return Buffer.from(text.slice(0, at) + tags.join('') + text.slice(at));
}

/** A file's answers in each coding: `copies` are the build's compressed copies of `body`. */
function siteFile(
  path: string,
  body: Buffer,
  copies: readonly (readonly [Coding, Buffer | undefined])[],
  page: HeaderRecord,
): SiteFile {
  const common: Record<string, string> = {
    ...page,
    'content-type': getMimeType(path) ?? 'application/octet-stream',
    'cache-control': path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
  };
  // Caches must keep each coding apart once there is more than one.
  if (copies.some(([, copy]) => copy !== undefined)) common.vary = 'Accept-Encoding';
  const file: SiteFile = { identity: variant(body, common, 'identity') };
  for (const [coding, copy] of copies) if (copy !== undefined) file[coding] = variant(copy, common, coding);
  return file;
}

/** How hard an app page is compressed: at the best ratio once per start, faster per render. */
const ONCE = { brotli: 11, gzip: 9 };
const PER_RENDER = { brotli: 5, gzip: 6 };

/**
 * An app page (index.html, a prerendered one or one rendered on request) with this deployment's
 * head written in, and its compressed copies made anew.
 */
function htmlPage(html: Buffer, page: HeaderRecord, head: PageHead, effort = ONCE): SiteFile {
  const body = withHead(html, head);
  const copies = [
    ['br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: effort.brotli } })],
    ['gzip', gzipSync(body, { level: effort.gzip })],
  ] as const;
  return siteFile('/index.html', body, copies, page);
}

/** A page rendered on request: compressed at a ratio that costs a few milliseconds, not tens. */
export const renderedPage = (html: string, page: HeaderRecord, head: PageHead): SiteFile =>
  htmlPage(Buffer.from(html), page, head, PER_RENDER);

/**
 * Reads the whole build; `page` are the security headers every answer of the site carries, `head`
 * what the app's pages tell the browser about this deployment, `checkout` which prerendered pages
 * it sends.
 */
export async function loadSite(
  dist: string | null,
  page: HeaderRecord,
  head: PageHead = {},
  checkout?: Checkout,
): Promise<Site> {
  const files = new Map<string, SiteFile>();
  const pages = new Map<string, SiteFile>();
  if (dist === null) return { files, index: undefined, pages };
  for (const path of await filesOf(dist)) {
    const read = await readIfFile(join(dist, path));
    if (read === undefined) continue;
    const url = `/${path}`;
    if (url === '/index.html') {
      files.set(url, htmlPage(read, page, head));
      continue;
    }
    const copies = await Promise.all(
      CODINGS.map(async (coding) => [coding, await readIfFile(join(dist, path + SUFFIXES[coding]))] as const),
    );
    files.set(url, siteFile(url, read, copies, page));
  }
  if (checkout !== undefined) {
    for (const { url, name } of PRERENDERED_PAGES) {
      // A build from before prerendering, or a dev build, has none: the app page serves.
      const read = await readIfFile(join(dist, prerenderedFile(checkout, name)));
      if (read !== undefined) pages.set(url, htmlPage(read, page, head));
    }
  }
  return { files, index: files.get('/index.html'), pages };
}
