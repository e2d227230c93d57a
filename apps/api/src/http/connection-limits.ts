import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyServerOptions } from 'fastify';
import { errorBody } from './error-handler';

/** How many connections and live streams one client may hold open at once. */
export interface ConnectionLimits {
  /** Open connections from one address (a trusted proxy's aside: it speaks for many clients). */
  connectionsPerAddress: number;
  /** Live event streams of one client address, as the limits name it (through a trusted proxy too). */
  streamsPerAddress: number;
  /** Live event streams of one signed-in buyer or dealer: a tab or device each. */
  streamsPerAccount: number;
}

/**
 * A browser opens six connections to a host and a stream per open screen; a household or an office
 * behind one address, a few of them. A hundred is room for many such, and far below what a single
 * attacker's sockets would take from everyone else.
 */
export const defaultConnectionLimits: ConnectionLimits = {
  connectionsPerAddress: 100,
  streamsPerAddress: 100,
  streamsPerAccount: 10,
};

/**
 * How long a request may take to arrive. A client that sends its headers a byte at a time (or never
 * finishes them) holds a socket: it gets ten seconds for the headers and a minute for the whole
 * request (a 5 MB photo on a slow phone), checked every second rather than Node's thirty.
 * Answers, live streams among them, are not bound by these.
 */
export const requestArrivalLimits = {
  headersTimeout: 10_000,
  requestTimeout: 60_000,
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions;

const tooManyConnectionsMessage = '동시에 연결된 요청이 너무 많아요. 잠시 후 다시 시도해 주세요.';
/** Seconds a refused client is asked to wait; its own connections free up in that time. */
const retryAfterSeconds = 10;

/** The answer on a connection over the limit, written before any request is read from it. */
function refusal(): string {
  const body = JSON.stringify(errorBody(429, tooManyConnectionsMessage));
  return [
    'HTTP/1.1 429 Too Many Requests',
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    `retry-after: ${retryAfterSeconds}`,
    'connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Whether a connection from `address` is one of the proxies TRUST_PROXY names (as Fastify reads it). */
export function trustedProxyTest(
  trustProxy: FastifyServerOptions['trustProxy'],
): (address: string) => boolean {
  if (trustProxy === true) return () => true;
  if (!trustProxy || typeof trustProxy === 'number') return () => false;
  if (typeof trustProxy === 'function') return (address) => trustProxy(address, 0);
  const trusted = proxyAddr.compile(
    typeof trustProxy === 'string'
      ? trustProxy.split(',').map((entry) => entry.trim())
      : trustProxy,
  );
  return (address) => trusted(address, 0);
}

/** Answers a connection over the cap and closes it, reading nothing it sends. */
function refuse(socket: Socket): void {
  // Unread data at close would reset the connection and lose the answer: let it drain away.
  socket.resume();
  socket.end(refusal());
  socket.setTimeout(1_000, () => socket.destroy());
}

/**
 * Caps the open connections of each client address on `server`: one over the cap is answered 429
 * in the envelope and closed before the HTTP parser sees it, so one address's idle or slow sockets
 * cannot use up what the process can hold for everyone. The server's own connection handling is
 * moved behind the cap, since an answer written beside it would race the request it parses.
 */
export function capConnectionsPerAddress(
  server: Server,
  limit: number,
  isTrustedProxy: (address: string) => boolean,
): void {
  const open = new Map<string, number>();
  const serve = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    const remote = socket.remoteAddress;
    if (remote && !isTrustedProxy(remote)) {
      const address = normalizeIP(remote);
      const count = (open.get(address) ?? 0) + 1;
      if (count > limit) return refuse(socket);
      open.set(address, count);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    }
    for (const listener of serve) listener.call(server, socket);
  });
}
