import { http, HttpResponse } from 'msw';
import type { AxiosInstance } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, defineFileDownload, listMainCategories } from '@quotemarket/contract';
import { setupMswServer, testOrigin } from '@quotemarket/testing';
import { ApiError } from './ApiError';
import { createApiClient, fileNameOf } from './createApiClient';

const server = setupMswServer();

const productDetail = defineEndpoint({
  method: 'GET',
  path: '/v2/products/:id',
  summary: 'test',
  tags: [],
  params: z.object({ id: z.number() }),
  response: z.object({ id: z.number(), name: z.string() }),
});

const envelope = (data: unknown) => ({ status_code: 200, message: '요청을 처리했어요.', data });

describe('createApiClient', () => {
  it('sends /v2/ paths to /api/v2/ with the stored token as bearer', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(`${testOrigin}/api/v2/products/12`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(envelope({ id: 12, name: '갤럭시 S25' }));
      }),
    );
    const client = createApiClient({ baseURL: testOrigin, getToken: () => 'token-1' });
    await expect(client.call(productDetail, { params: { id: 12 } })).resolves.toEqual({
      id: 12,
      name: '갤럭시 S25',
    });
    expect(authorization).toBe('Bearer token-1');
  });

  it('sends other paths to /api/v1/ and no authorization without a token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(`${testOrigin}/api/v1/home/main-categories/list`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(envelope([]));
      }),
    );
    const client = createApiClient({ baseURL: testOrigin, getToken: () => null });
    await expect(client.call(listMainCategories)).resolves.toEqual([]);
    expect(authorization).toBeNull();
  });

  it.each([401, 403])(
    'reports a %i to onUnauthorized and rejects with the server message',
    async (status) => {
      server.use(
        http.get(`${testOrigin}/api/v1/home/main-categories/list`, () =>
          HttpResponse.json(
            { status_code: status, message: '다시 로그인해 주세요.', data: null },
            { status },
          ),
        ),
      );
      const onUnauthorized = vi.fn();
      const client = createApiClient({ baseURL: testOrigin, onUnauthorized });
      const error = await client.call(listMainCategories).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, statusCode: status, message: '다시 로그인해 주세요.' });
      expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ status, message: '다시 로그인해 주세요.' }),
      );
    },
  );

  it('does not treat other failures as a logout', async () => {
    server.use(
      http.get(`${testOrigin}/api/v1/home/main-categories/list`, () =>
        HttpResponse.json(
          { status_code: 400, message: '요청을 처리하지 못했어요.', data: null },
          { status: 400 },
        ),
      ),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseURL: testOrigin, onUnauthorized });
    await expect(client.call(listMainCategories)).rejects.toMatchObject({
      status: 400,
      isClientError: true,
      message: '요청을 처리하지 못했어요.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the message of each field the server refused', async () => {
    const fields = { nickname: '닉네임을 입력해 주세요.', 'consent.agreed': '동의가 필요해요.' };
    server.use(
      http.get(`${testOrigin}/api/v1/home/main-categories/list`, () =>
        HttpResponse.json(
          { status_code: 400, message: '닉네임을 입력해 주세요.', data: fields },
          { status: 400 },
        ),
      ),
    );
    const client = createApiClient({ baseURL: testOrigin });
    await expect(client.call(listMainCategories)).rejects.toMatchObject({
      status: 400,
      message: '닉네임을 입력해 주세요.',
      fieldErrors: fields,
    });
  });

  it('answers a failure without the envelope with the friendly fallback', async () => {
    server.use(
      http.get(`${testOrigin}/api/v1/home/main-categories/list`, () =>
        HttpResponse.text('Bad Gateway', { status: 502 }),
      ),
    );
    const client = createApiClient({ baseURL: testOrigin });
    await expect(client.call(listMainCategories)).rejects.toMatchObject({
      status: 502,
      message: '일시적인 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
      fieldErrors: {},
    });
  });

  it('turns a dropped connection into a Korean network message', async () => {
    server.use(
      http.get(`${testOrigin}/api/v1/home/main-categories/list`, () => HttpResponse.error()),
    );
    const client = createApiClient({ baseURL: testOrigin });
    await expect(client.call(listMainCategories)).rejects.toMatchObject({
      status: 0,
      message: '네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
    });
  });

  it('rejects an answer that does not match the contract', async () => {
    server.use(
      http.get(`${testOrigin}/api/v1/home/main-categories/list`, () =>
        HttpResponse.json(envelope([{ id: 'one' }])),
      ),
    );
    const client = createApiClient({ baseURL: testOrigin });
    await expect(client.call(listMainCategories)).rejects.toMatchObject({
      message: '일시적인 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
    });
  });

  it('makes its axios instance once, as configureAxios leaves it, with the first call', async () => {
    const configureAxios = vi.fn((instance: AxiosInstance) => {
      instance.defaults.adapter = async (config) => ({
        data: envelope([]),
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      });
    });
    const client = createApiClient({ baseURL: testOrigin, configureAxios });
    expect(configureAxios).not.toHaveBeenCalled();
    await Promise.all([client.call(listMainCategories), client.call(listMainCategories)]);
    await client.call(listMainCategories);
    expect(configureAxios).toHaveBeenCalledTimes(1);
  });
});

describe('createApiClient: file downloads', () => {
  const receipt = defineFileDownload({
    path: '/v2/receipts/:id/receipt.pdf',
    summary: 'test',
    tags: [],
    auth: 'buyer',
    params: z.object({ id: z.number() }),
    mediaType: 'application/pdf',
  });
  const url = `${testOrigin}/api/v2/receipts/7/receipt.pdf`;

  it('fetches the bytes with the bearer token, named by the server’s Korean file name', async () => {
    let authorization: string | null = null;
    const bytes = new TextEncoder().encode('%PDF-1.7');
    server.use(
      http.get(url, ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(bytes, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="receipt-7.pdf"; filename*=UTF-8''${encodeURIComponent('영수증 7.pdf')}`,
          },
        });
      }),
    );
    const client = createApiClient({ baseURL: testOrigin, getToken: () => 'token-1' });
    const file = await client.download(receipt, { params: { id: 7 } });
    expect(file.fileName).toBe('영수증 7.pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(authorization).toBe('Bearer token-1');
  });

  it('turns a refusal into an ApiError with the server’s Korean message', async () => {
    server.use(
      http.get(url, () =>
        HttpResponse.json(
          { status_code: 410, message: '공유 기간이 지난 견적서예요.', data: null },
          { status: 410 },
        ),
      ),
    );
    const client = createApiClient({ baseURL: testOrigin });
    const failure = await client.download(receipt, { params: { id: 7 } }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 410, message: '공유 기간이 지난 견적서예요.' });
  });

  it('reads the plain file name when the server sends no Korean one', () => {
    expect(fileNameOf('attachment; filename="receipt-7.pdf"', 'fallback.pdf')).toBe(
      'receipt-7.pdf',
    );
    expect(fileNameOf(undefined, 'fallback.pdf')).toBe('fallback.pdf');
  });
});
