/** The app's build (frontend/dist), as the budget and the route-chunk checks read it. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const distDir = fileURLToPath(new URL('../dist', import.meta.url));

/** A built file's text; says to build first when it is not there. */
export function built(path: string): string {
  const file = join(distDir, path);
  if (!existsSync(file)) throw new Error(`No ${path} in frontend/dist: run \`pnpm build\` first.`);
  return readFileSync(file, 'utf8');
}

/** One entry of Vite's manifest: the file a source became, what it imports, and its stylesheets. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Vite's manifest (`dist/.vite/manifest.json`), by source path. */
export const manifest = () => JSON.parse(built('.vite/manifest.json')) as Record<string, ManifestChunk>;
