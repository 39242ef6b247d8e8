/** Loopback ports: choosing free ones, and asking whether something listens on one. */
import { connect, createServer, type Server } from 'node:net';

export const HOST = '127.0.0.1';

function listen(): Promise<Server> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => resolvePromise(server));
  });
}

/** `count` distinct free ports: all held open together, so no two picks are the same port. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: count }, listen));
  const ports = servers.map((server) => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP port assigned');
    return address.port;
  });
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
}

export function portAnswers(port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = connect({ host: HOST, port, timeout: timeoutMs });
    const settle = (answered: boolean) => {
      socket.destroy();
      resolvePromise(answered);
    };
    socket.once('connect', () => settle(true));
    socket.once('timeout', () => settle(false));
    socket.once('error', () => settle(false));
  });
}
