import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, productSortOptions } from '@quotemarket/contract';
import type { AppDeps } from '../deps';
import { answer, createMount } from './router';
import { registerErrorHandling } from './error-handler';
import { conflict } from '../domain/shared/errors';
import { installKoreanValidationMessages } from './validation-messages';

installKoreanValidationMessages();

const echo = defineEndpoint({
  method: 'POST',
  path: '/v2/echo/:id',
  summary: 'echo',
  tags: ['test'],
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ pageNo: z.coerce.number().int().min(1) }),
  body: z.object({
    name: z.string().min(1),
    sortBy: z.enum(productSortOptions).optional(),
    tags: z.array(z.string()).min(1).optional(),
    nickname: z.string().min(2, '닉네임은 두 글자 이상 써 주세요.').optional(),
  }),
  response: z.object({ id: z.number(), pageNo: z.number(), name: z.string() }),
});

const failing = defineEndpoint({
  method: 'GET',
  path: '/failing/:kind',
  summary: 'fails',
  tags: ['test'],
  params: z.object({ kind: z.enum(['expected', 'unexpected', 'bad-output']) }),
  response: z.object({ ok: z.boolean() }),
});

const plain = defineEndpoint({
  method: 'GET',
  path: '/plain',
  summary: 'answers without a message of its own',
  tags: ['test'],
  response: z.object({ ok: z.boolean() }),
});

describe('the router and the error handler', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    // These endpoints are public, so the router never touches the database.
    const deps = { now: () => new Date() } as AppDeps;
    const mount = createMount(app, deps);
    mount(echo, async ({ params, query, body }) =>
      answer({ ...params, ...query, ...body }, { message: '만들었어요', statusCode: 201 }),
    );
    mount(failing, async ({ params }) => {
      if (params.kind === 'expected') throw conflict('이미 처리된 요청이에요.');
      if (params.kind === 'unexpected') throw new Error('database exploded: secret detail');
      return { ok: 'yes' } as unknown as { ok: boolean };
    });
    mount(plain, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object });

  it('mounts at the spec URL, validates, coerces and wraps the answer', async () => {
    const response = await post('/api/v2/echo/7?pageNo=2', { name: '홍길동' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status_code: 201,
      message: '만들었어요',
      data: { id: 7, pageNo: 2, name: '홍길동' },
    });
  });

  it('says in Korean that a request without its own message went through', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/plain' });
    expect(response.json()).toEqual({
      status_code: 200,
      message: '요청을 처리했어요.',
      data: { ok: true },
    });
  });

  it.each([
    [
      '/api/v2/echo/abc?pageNo=1',
      { name: 'a' },
      '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
    ],
    ['/api/v2/echo/1?pageNo=0', { name: 'a' }, '페이지 번호는 1 이상이어야 해요.'],
    ['/api/v2/echo/1?pageNo=abc', { name: 'a' }, '페이지 번호는 숫자로 입력해 주세요.'],
    // Past the integer range too: the rule, not -9007199254740991, is what the buyer reads.
    ['/api/v2/echo/1?pageNo=-1e20', { name: 'a' }, '페이지 번호는 1 이상이어야 해요.'],
    ['/api/v2/echo/1?pageNo=1e20', { name: 'a' }, '페이지 번호가 너무 커요.'],
  ])('answers %s with a 400 a buyer can read', async (url, payload, message) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status_code: 400, message, data: null });
  });

  it('answers a bad body with each field’s message in data, and no paths or English', async () => {
    const response = await post('/api/v2/echo/1?pageNo=1', { name: '', sortBy: 'price', tags: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status_code: 400,
      message: '이름을 입력해 주세요.',
      data: {
        name: '이름을 입력해 주세요.',
        sortBy: '정렬 기준은 최신순, 조회순, 인기순 중에서 골라 주세요.',
        tags: '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
      },
    });
    expect(response.body).not.toMatch(/[a-z]+이|합니다|string|number/);
  });

  it('keeps a message the contract sets on a field', async () => {
    const response = await post('/api/v2/echo/1?pageNo=1', { name: 'a', nickname: 'x' });
    expect(response.json()).toEqual({
      status_code: 400,
      message: '닉네임은 두 글자 이상 써 주세요.',
      data: { nickname: '닉네임은 두 글자 이상 써 주세요.' },
    });
  });

  it('answers malformed JSON with a Korean 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/echo/1?pageNo=1',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status_code: 400,
      message: '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
      data: null,
    });
  });

  it('passes an expected failure through with its status and message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/failing/expected' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status_code: 409,
      message: '이미 처리된 요청이에요.',
      data: null,
    });
  });

  it.each(['unexpected', 'bad-output'])(
    'hides the detail of a %s failure behind a Korean 500',
    async (kind) => {
      const response = await app.inject({ method: 'GET', url: `/api/v1/failing/${kind}` });
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toBe('서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.');
      expect(response.body).not.toContain('secret');
    },
  );
});
