/**
 * The pages' own inline scripts (index.html's head keeps early taps), allowed by the content
 * security policy by their hashes: any other inline script, injected or changed, still may not run.
 * The hashes are taken from the build the site serves, so the policy follows the page as built.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The text of each script element without a `src` (its text is what runs), scanned once, in order.
 * Tags as the build writes them: lower case.
 */
function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (let at = html.indexOf('<script'); at >= 0; at = html.indexOf('<script', at)) {
    const opened = html.indexOf('>', at);
    const closed = opened < 0 ? -1 : html.indexOf('</script>', opened);
    if (closed < 0) break;
    if (!/\ssrc=/.test(html.slice(at, opened))) scripts.push(html.slice(opened + 1, closed));
    at = closed;
  }
  return scripts;
}

/** The CSP source of each inline script in `html`, as `'sha256-…'`. */
export function inlineScriptSources(html: string): string[] {
  return inlineScripts(html).map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}

/** The sources for the inline scripts of the build's index.html (none without a build). */
export async function builtScriptSources(dist: string | null): Promise<string[]> {
  if (dist === null) return [];
  try {
    return inlineScriptSources(await readFile(join(dist, 'index.html'), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
