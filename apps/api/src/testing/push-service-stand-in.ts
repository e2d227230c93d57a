import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';
import {
  pushPayloadSchema,
  type PushPayload,
  type WebPushSubscription,
} from '@quotemarket/contract';

/** One request the stand-in received, as a browser's push service would. */
export interface ReceivedPush {
  /** The subscription's endpoint path (`/push/<id>`). */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** When it arrived (Date.now()). */
  at: number;
  /** When the stand-in answered it. */
  answeredAt?: number;
}

/** How the stand-in answers one push (201 at once by default). */
export interface StandInAnswer {
  status: number;
  delayMs?: number;
  headers?: Record<string, string>;
}

export interface PushServiceStandIn {
  origin: string;
  received: ReceivedPush[];
  /** Decides each answer from the push and how many pushes its endpoint had before it. */
  answerWith(answer: (push: ReceivedPush, earlierToSameEndpoint: number) => StandInAnswer): void;
  /** A new endpoint on this service: the address a subscription names. */
  endpoint(): string;
  /** Resolves once `count` pushes have arrived (to `path`, if given), or fails after `timeoutMs`. */
  waitFor(count: number, options?: { path?: string; timeoutMs?: number }): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

/**
 * A browser's push service on a local port: it keeps what the server sends (headers and encrypted
 * body) and answers 201, or whatever a test asks for (404, 410, 500, a delay).
 */
export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const received: ReceivedPush[] = [];
  let answer: (push: ReceivedPush, earlier: number) => StandInAnswer = () => ({ status: 201 });
  const waiting = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const push: ReceivedPush = {
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
        at: Date.now(),
      };
      const earlier = received.filter((other) => other.path === push.path).length;
      received.push(push);
      for (const wake of waiting) wake();
      const { status, delayMs = 0, headers = {} } = answer(push, earlier);
      setTimeout(() => {
        push.answeredAt = Date.now();
        response.writeHead(status, headers).end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answerWith(next) {
      answer = next;
    },
    endpoint: () => `${origin}/push/${randomUUID()}`,
    async waitFor(count, { path, timeoutMs = 10_000 } = {}) {
      const matching = () => received.filter((push) => !path || push.path === path);
      const deadline = Date.now() + timeoutMs;
      while (matching().length < count) {
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new Error(`${matching().length} of ${count} pushes arrived in ${timeoutMs} ms`);
        }
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, Math.min(left, 200));
          waiting.add(wake);
        });
      }
      return matching();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's subscription, made as the browser makes one: its own P-256 key pair and auth secret. */
export interface TestSubscription {
  subscription: WebPushSubscription;
  /** The endpoint's path on the stand-in. */
  path: string;
  /** Reads a push the server sent to it with the subscription's private key (RFC 8291). */
  decrypt(push: ReceivedPush): PushPayload;
}

export function createTestSubscription(endpoint: string): TestSubscription {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: keys.getPublicKey('base64url'), auth },
    },
    path: new URL(endpoint).pathname,
    decrypt(push) {
      const plain = decrypt(push.body, {
        version: 'aes128gcm',
        privateKey: keys,
        authSecret: auth,
      });
      return pushPayloadSchema.parse(JSON.parse(plain.toString('utf8')));
    },
  };
}

/**
 * Checks a push's VAPID Authorization (`vapid t=<JWT>, k=<public key>`, RFC 8292): the key is the
 * server's, and the token is signed with it for this push service. Returns the token's claims.
 */
export async function verifyVapidAuthorization(
  push: ReceivedPush,
  expected: { publicKey: string; audience: string },
): Promise<JWTPayload & { k: string }> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(push.headers.authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${push.headers.authorization}`);
  const [, token, k] = match as unknown as [string, string, string];
  if (k !== expected.publicKey) throw new Error('signed with another key');
  const point = Buffer.from(k, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(token, key, { audience: expected.audience });
  return { ...payload, k };
}
