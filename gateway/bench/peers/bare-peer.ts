/**
 * The bare baseline: node:http answering the product's captured answers, doing only what any
 * server must for each request (read the body and parse its JSON), or streaming a file from disk
 * as a static file server does. Run as its own process:
 * `node --import tsx bare-peer.ts <spec.json>`.
 */
import { createReadStream, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { answerOf, type PeerSpec, routeKey } from './routes.js';

const spec = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as PeerSpec;
const table = new Map(
  spec.routes.map((route) => {
    const body = answerOf(route);
    const { file } = route;
    const send =
      file === undefined
        ? (res: ServerResponse) => res.writeHead(route.status, route.headers).end(body())
        : (res: ServerResponse) => createReadStream(file).pipe(res.writeHead(route.status, route.headers));
    return [routeKey(route.method, route.path), { route, send }] as const;
  }),
);

function readJson(req: IncomingMessage, then: () => void) {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    then();
  });
}

const server = createServer((req, res) => {
  const found = table.get(routeKey(req.method ?? 'GET', req.url ?? '/'));
  if (!found) {
    res.writeHead(404).end();
    return;
  }
  if (found.route.method === 'POST') readJson(req, () => found.send(res));
  else found.send(res);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  process.stdout.write(`listening http://127.0.0.1:${address.port}\n`);
});
