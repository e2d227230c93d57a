import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushPayload } from '@quotemarket/contract';
import { FcmSender } from './fcm-sender';
import { PushDeliveryError, PushTargetGoneError } from './push-sender';

/*
 * FCM's HTTP v1 API and Google's OAuth token endpoint, stood in by one local server: the sender
 * proves itself with a JWT signed by the service account's key, keeps the access token, and reads
 * FCM's answers (UNREGISTERED: the app is gone).
 */

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

interface Exchange {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let server: Server;
let origin: string;
let exchanges: Exchange[];
let answerSend: () => { status: number; body?: unknown; headers?: Record<string, string> };
let tokensIssued = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      exchanges.push({ path: request.url ?? '', headers: request.headers, body });
      if (request.url === '/token') {
        tokensIssued += 1;
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ access_token: `access-${tokensIssued}`, expires_in: 3599 }));
        return;
      }
      const { status, body: answer = {}, headers = {} } = answerSend();
      response
        .writeHead(status, { 'content-type': 'application/json', ...headers })
        .end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  exchanges = [];
  answerSend = () => ({ status: 200, body: { name: 'projects/quotemarket-test/messages/1' } });
});

const payload: PushPayload = {
  title: '새 견적이 도착했어요',
  body: '갤럭시 S26에 강남 모바일이 견적을 보냈어요.',
  path: '/check-quotation-details/12/7',
  tag: 'quotation-12',
};

function sender() {
  return new FcmSender({
    projectId: 'quotemarket-test',
    apiBase: origin,
    serviceAccount: {
      client_email: 'push@quotemarket-test.iam.gserviceaccount.com',
      private_key: privateKey,
      token_uri: `${origin}/token`,
    },
  });
}

const ofFcm = (exchange: Exchange) => exchange.path !== '/token';

describe('the FCM sender', () => {
  it("posts the message to the project's send address with an access token from the service account", async () => {
    await sender().send({ platform: 'ios', token: 'device-token-1' }, payload);

    const [tokenRequest, send] = exchanges as [Exchange, Exchange];
    expect(tokenRequest.path).toBe('/token');
    const form = new URLSearchParams(tokenRequest.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const { payload: claims } = await jwtVerify(
      form.get('assertion')!,
      await importSPKI(publicKey, 'RS256'),
      { issuer: 'push@quotemarket-test.iam.gserviceaccount.com', audience: `${origin}/token` },
    );
    expect(claims.scope).toBe('https://www.googleapis.com/auth/firebase.messaging');

    expect(send.path).toBe('/v1/projects/quotemarket-test/messages:send');
    expect(send.headers.authorization).toBe('Bearer access-1');
    expect(JSON.parse(send.body)).toEqual({
      message: {
        token: 'device-token-1',
        notification: { title: payload.title, body: payload.body },
        data: payload,
        android: { priority: 'HIGH', notification: { tag: 'quotation-12' } },
        apns: { headers: { 'apns-collapse-id': 'quotation-12' } },
      },
    });
  });

  it('keeps the access token for later sends, and asks again after a 401', async () => {
    const fcm = sender();
    const before = tokensIssued;
    await Promise.all(
      [1, 2, 3].map((index) => fcm.send({ platform: 'android', token: `t-${index}` }, payload)),
    );
    expect(tokensIssued - before).toBe(1);

    answerSend = () => ({ status: 401, body: { error: { status: 'UNAUTHENTICATED' } } });
    await expect(fcm.send({ platform: 'android', token: 't' }, payload)).rejects.toMatchObject({
      retryable: true,
    });
    answerSend = () => ({ status: 200, body: {} });
    await fcm.send({ platform: 'android', token: 't' }, payload);
    expect(tokensIssued - before).toBe(2);
    expect(exchanges.filter(ofFcm).at(-1)!.headers.authorization).toBe(
      `Bearer access-${tokensIssued}`,
    );
  });

  it('says a device is gone when FCM answers UNREGISTERED', async () => {
    answerSend = () => ({
      status: 404,
      body: {
        error: {
          code: 404,
          status: 'NOT_FOUND',
          details: [
            {
              '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
              errorCode: 'UNREGISTERED',
            },
          ],
        },
      },
    });
    await expect(sender().send({ platform: 'ios', token: 'gone' }, payload)).rejects.toBeInstanceOf(
      PushTargetGoneError,
    );
  });

  it('asks for another try on 503 and 429 (with Retry-After), and not on 400', async () => {
    answerSend = () => ({ status: 503, body: { error: { status: 'UNAVAILABLE' } } });
    await expect(sender().send({ platform: 'ios', token: 'x' }, payload)).rejects.toMatchObject({
      retryable: true,
    });
    answerSend = () => ({
      status: 429,
      body: { error: { details: [{ errorCode: 'QUOTA_EXCEEDED' }] } },
      headers: { 'retry-after': '30' },
    });
    const limited = await sender()
      .send({ platform: 'ios', token: 'x' }, payload)
      .catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(PushDeliveryError);
    expect(limited).toMatchObject({ retryable: true, retryAfterMs: 30_000 });
    answerSend = () => ({
      status: 400,
      body: { error: { status: 'INVALID_ARGUMENT', details: [{ errorCode: 'INVALID_ARGUMENT' }] } },
    });
    await expect(sender().send({ platform: 'ios', token: 'x' }, payload)).rejects.toMatchObject({
      retryable: false,
    });
  });
});
