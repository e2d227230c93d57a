import { expect } from 'vitest';
import {
  apiEnvelope,
  apiErrorBodySchema,
  fillPathParams,
  toApiUrl,
  type ApiEnvelope,
  type Endpoint,
  type EndpointResponse,
} from '@quotemarket/contract';
import type { TestContext } from './test-app';

export interface CallOptions {
  headers?: Record<string, string>;
  params?: Record<string, string | number>;
  /** Undefined values are left out, as the client leaves them out. */
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

/** Calls a contract endpoint through `app.inject`, its URL built the way the client builds it. */
export function callEndpoint(ctx: TestContext, endpoint: Endpoint, options: CallOptions = {}) {
  return ctx.app.inject({
    method: endpoint.method,
    url: toApiUrl(fillPathParams(endpoint.path, options.params)),
    ...(options.headers && { headers: options.headers }),
    ...(options.query && {
      query: Object.fromEntries(
        Object.entries(options.query).flatMap(([key, value]) =>
          value === undefined ? [] : [[key, String(value)]],
        ),
      ),
    }),
    ...(options.body !== undefined && { payload: options.body as object }),
  });
}

/** Calls an endpoint that must answer `status`; returns the envelope parsed with its schema. */
export async function callForEnvelope<E extends Endpoint>(
  ctx: TestContext,
  endpoint: E,
  options: CallOptions = {},
  status = 200,
): Promise<ApiEnvelope<EndpointResponse<E>>> {
  const response = await callEndpoint(ctx, endpoint, options);
  expect(response.statusCode, response.body).toBe(status);
  const envelope = apiEnvelope(endpoint.response).parse(response.json());
  expect(envelope.status_code).toBe(status);
  return envelope as ApiEnvelope<EndpointResponse<E>>;
}

/**
 * Calls an endpoint that must fail; returns the status, the Korean message of the envelope and, for
 * a body that broke its schema, each field's message (`data`, otherwise null).
 */
export async function callRejected(
  ctx: TestContext,
  endpoint: Endpoint,
  options: CallOptions = {},
) {
  const response = await callEndpoint(ctx, endpoint, options);
  const body = apiErrorBodySchema.parse(response.json());
  expect(body.status_code).toBe(response.statusCode);
  return { status: response.statusCode, message: body.message, fields: body.data };
}

/** Calls an endpoint that must fail; returns the status and the Korean message of the envelope. */
export async function callFailing(ctx: TestContext, endpoint: Endpoint, options: CallOptions = {}) {
  const { status, message } = await callRejected(ctx, endpoint, options);
  return { status, message };
}
