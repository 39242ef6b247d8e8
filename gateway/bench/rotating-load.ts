/**
 * autocannon, in a process of its own, sending each request with the next of several cookies in
 * turn: many signed-in clients, where the CLI sends one (bench/load.ts). For calls a single client
 * may make only a few of at once, such as a buyer's open orders. Run as
 * `node --import tsx rotating-load.ts <spec.json>`; prints autocannon's result as JSON.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface RotatingLoad {
  url: string;
  /** A JSON body, POSTed. */
  body: string;
  cookies: string[];
  connections: number;
  seconds: number;
}

const spec = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as RotatingLoad;
let next = 0;
const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.seconds,
  requests: [
    {
      method: 'POST',
      body: spec.body,
      setupRequest: (request) => {
        const cookie = spec.cookies[next++ % spec.cookies.length] ?? '';
        return { ...request, headers: { ...request.headers, 'content-type': 'application/json', cookie } };
      },
    },
  ],
});
process.stdout.write(
  `${JSON.stringify({ average: result.requests.average, total: result.requests.total, non2xx: result.non2xx, errors: result.errors })}\n`,
);
