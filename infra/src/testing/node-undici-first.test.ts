/**
 * Node's fetch keeps its own dispatcher once testcontainers (with undici 7) is loaded, if
 * node-undici-first.ts ran before: a request that sets its own Content-Length, as arctic's do, goes
 * through. Each case runs in a fresh process, as which undici loads first is a process's matter.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { INFRA_DIR } from '../process/child-fixtures.js';

const POST_AFTER_TESTCONTAINERS = `
  const { createServer } = await import('node:http');
  const server = createServer((req, res) => { req.resume(); req.on('end', () => res.end('ok')); });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  await import('testcontainers');
  const body = new TextEncoder().encode('grant_type=authorization_code');
  const request = new Request('http://127.0.0.1:' + server.address().port + '/token', { method: 'POST', body });
  request.headers.set('Content-Length', String(body.byteLength));
  const outcome = await fetch(request).then((r) => String(r.status), (e) => String(e.cause?.message ?? e.message));
  server.close();
  process.stdout.write(outcome);
`;

const run = (imports: string[]) =>
  execFileSync(process.execPath, [...imports, '--input-type=module', '-e', POST_AFTER_TESTCONTAINERS], {
    cwd: INFRA_DIR,
    encoding: 'utf8',
  });

describe('Node’s fetch beside testcontainers', () => {
  it('refuses a request with its own Content-Length when testcontainers loads first', () => {
    expect(run([])).toBe('invalid content-length header');
  });

  it('sends it when node-undici-first.ts ran before', () => {
    expect(run(['--import', 'tsx', '--import', './src/testing/node-undici-first.ts'])).toBe('200');
  });
});
