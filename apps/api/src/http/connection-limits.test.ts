import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { quotationEvents } from '@quotemarket/contract';
import { createBuyer } from '../testing/factories';
import {
  listeningBaseUrl,
  openEventStream,
  type OpenEventStream,
} from '../testing/event-stream-client';
import { recordFigure } from '../testing/figures';
import { createTestApp, type TestContext } from '../testing/test-app';
import { defaultConnectionLimits, requestArrivalLimits } from './connection-limits';

/** A raw connection from `localAddress` (any 127.x.y.z on Linux), with what the server sent on it. */
interface RawConnection {
  socket: Socket;
  received(): string;
  closed: Promise<void>;
}

async function rawConnection(port: number, localAddress: string): Promise<RawConnection> {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, received: () => received, closed };
}

/** Starts a request and never finishes its headers, adding a header line every `everyMs`. */
function trickleHeaders(connection: RawConnection, everyMs: number): () => void {
  connection.socket.write('GET /api/health HTTP/1.1\r\nHost: quotemarket.test\r\n');
  let line = 0;
  const timer = setInterval(() => {
    if (!connection.socket.destroyed) connection.socket.write(`x-slow-${(line += 1)}: 1\r\n`);
  }, everyMs);
  return () => clearInterval(timer);
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('connections of one client address', () => {
  let ctx: TestContext;
  let port: number;
  const connections: RawConnection[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    port = Number(new URL(await listeningBaseUrl(ctx)).port);
  });
  afterEach(async () => {
    for (const connection of connections.splice(0)) connection.socket.destroy();
    await settle(100);
  });
  afterAll(() => ctx.close());

  const openFrom = async (localAddress: string, count: number) => {
    const opened = await Promise.all(
      Array.from({ length: count }, () => rawConnection(port, localAddress)),
    );
    connections.push(...opened);
    return opened;
  };

  it('answers a connection past the cap 429 in the envelope and closes it, and serves other addresses', async () => {
    const cap = defaultConnectionLimits.connectionsPerAddress;
    const held = await openFrom('127.0.0.21', cap);
    const [over] = await openFrom('127.0.0.21', 1);
    await over!.closed;
    expect(over!.received()).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(over!.received()).toContain('retry-after: 10');
    const body = JSON.parse(over!.received().split('\r\n\r\n')[1]!);
    expect(body).toEqual({
      status_code: 429,
      message: '동시에 연결된 요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
      data: null,
    });
    // The connections within the cap are served.
    held[0]!.socket.write('GET /api/health HTTP/1.1\r\nHost: quotemarket.test\r\n\r\n');
    await expect.poll(() => held[0]!.received()).toMatch(/^HTTP\/1\.1 200/);
    // Another address has its own.
    const [other] = await openFrom('127.0.0.22', 1);
    other!.socket.write('GET /api/health HTTP/1.1\r\nHost: quotemarket.test\r\n\r\n');
    await expect.poll(() => other!.received()).toMatch(/^HTTP\/1\.1 200/);
    // A closed connection makes room for a new one.
    held[1]!.socket.destroy();
    await held[1]!.closed;
    await settle(50);
    const [again] = await openFrom('127.0.0.21', 1);
    again!.socket.write('GET /api/health HTTP/1.1\r\nHost: quotemarket.test\r\n\r\n');
    await expect.poll(() => again!.received()).toMatch(/^HTTP\/1\.1 200/);
  });

  it(
    'closes 150 sockets that trickle their headers within seconds, not minutes',
    { timeout: 30_000 },
    async (context) => {
      const slow = await openFrom('127.0.0.23', 150);
      const stops = slow.map((connection) => trickleHeaders(connection, 1_000));
      try {
        const started = Date.now();
        await Promise.all(slow.map((connection) => connection.closed));
        const seconds = (Date.now() - started) / 1000;
        await recordFigure(
          context,
          'seconds until 150 slow-header sockets of one address are closed',
          Math.ceil(seconds),
        );
        expect(seconds).toBeLessThan(
          (requestArrivalLimits.headersTimeout +
            2 * requestArrivalLimits.connectionsCheckingInterval) /
            1000,
        );
        const timedOut = slow.filter((connection) =>
          connection.received().startsWith('HTTP/1.1 408'),
        );
        expect(timedOut.length).toBe(defaultConnectionLimits.connectionsPerAddress);
        expect(timedOut[0]!.received()).toContain('요청이 너무 오래 걸렸어요');
      } finally {
        for (const stop of stops) stop();
      }
    },
  );
});

describe('live streams of one client', () => {
  let ctx: TestContext;
  let baseUrl: string;
  const streams: OpenEventStream[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({
      seed: false,
      // Behind a proxy on this machine: the address it names is the client's.
      trustProxy: 'loopback',
      settings: { connectionLimits: { streamsPerAccount: 2, streamsPerAddress: 3 } },
    });
    baseUrl = await listeningBaseUrl(ctx);
  });
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await settle(100);
  });
  afterAll(() => ctx.close());

  const open = async (headers: Record<string, string>) => {
    const stream = await openEventStream(baseUrl, quotationEvents, headers);
    streams.push(stream);
    return stream.response;
  };

  it('refuses a buyer more streams than the cap, in the envelope, until one closes', async () => {
    const buyer = await createBuyer(ctx);
    const from = { ...buyer.headers, 'x-forwarded-for': '198.51.100.31' };
    expect((await open(from)).status).toBe(200);
    expect((await open({ ...buyer.headers, 'x-forwarded-for': '198.51.100.32' })).status).toBe(200);
    const refused = await open(from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(((await refused.json()) as { message: string }).message).toBe(
      '열린 실시간 연결이 너무 많아요. 30초 뒤에 다시 시도해 주세요.',
    );
    streams.shift()!.close();
    await settle(100);
    expect((await open(from)).status).toBe(200);
  });

  it("refuses an address more streams than the cap, whoever's they are", async () => {
    const from = { 'x-forwarded-for': '198.51.100.33' };
    const buyers = await Promise.all([1, 2, 3, 4].map(() => createBuyer(ctx)));
    const statuses = [];
    for (const buyer of buyers) statuses.push((await open({ ...buyer.headers, ...from })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The refused buyer's own count was given back: from elsewhere, it streams.
    const elsewhere = { ...buyers[3]!.headers, 'x-forwarded-for': '198.51.100.34' };
    expect((await open(elsewhere)).status).toBe(200);
  });
});
