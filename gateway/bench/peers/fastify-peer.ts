/**
 * The Fastify peer: Fastify 5 doing the product's work for each captured answer: the POST body
 * validated against its JSON schema, a tRPC batch's `input` parsed from the query, one pino line
 * per request, and the product's headers and bytes sent. Run as its own process:
 * `node --import tsx fastify-peer.ts <spec.json>`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pino from 'pino';
import { answerOf, type PeerRoute, type PeerSpec } from './routes.js';

const spec = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as PeerSpec;
const app = Fastify({
  loggerInstance: pino(
    { level: 'info' },
    pino.destination({ dest: spec.logFile ?? '/dev/null', sync: false }),
  ),
  // One line per request, written when it is answered (below), as the product writes its own.
  disableRequestLogging: true,
  keepAliveTimeout: 60_000,
});
app.addHook('onResponse', async (request, reply) => {
  request.log.info(
    { method: request.method, url: request.url, status: reply.statusCode, ms: reply.elapsedTime },
    'request',
  );
});

/** Routes by path; GETs told apart by their query, as the product's tRPC batches are. */
const byPath = new Map<string, PeerRoute[]>();
for (const route of spec.routes) {
  const path = route.path.split('?')[0] ?? '/';
  byPath.set(`${route.method} ${path}`, [...(byPath.get(`${route.method} ${path}`) ?? []), route]);
}

for (const [key, routes] of byPath) {
  const [method = 'GET', path = '/'] = key.split(' ');
  const answers = new Map(routes.map((route) => [route.path, { route, body: answerOf(route) }]));
  const first = routes[0];
  app.route({
    method: method as 'GET' | 'POST',
    url: path,
    schema:
      method === 'POST'
        ? { body: first?.bodySchema ?? { type: 'object' } }
        : {
            querystring: {
              type: 'object',
              properties: { batch: { type: 'string' }, input: { type: 'string' } },
            },
          },
    handler: async (request, reply) => {
      const query = request.query as { input?: string };
      if (query.input !== undefined) JSON.parse(query.input);
      const found =
        answers.get(request.url) ?? (method === 'POST' ? answers.values().next().value : undefined);
      if (!found) return reply.code(404).send();
      reply.code(found.route.status).headers(found.route.headers);
      // As bytes: Fastify would add '; charset=utf-8' to the product's content type for a string.
      const body = found.body();
      return reply.send(typeof body === 'string' ? Buffer.from(body) : body);
    },
  });
}

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);
