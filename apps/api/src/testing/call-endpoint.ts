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

/**
 * The URL of a contract endpoint as the client builds it: its API prefix, the path parameters
 * filled and encoded, and the query (undefined values left out). Tests that call a server some
 * other way than `app.inject` (`fetch`, a server process) take their URLs from here too.
 */
export function endpointUrl(
  endpoint: Pick<Endpoint, 'path'>,
  options: Pick<CallOptions, 'params' | 'query'> = {},
): string {
  const path = toApiUrl(fillPathParams(endpoint.path, options.params));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) query.append(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Calls a contract endpoint through `app.inject`, its URL built the way the client builds it. */
export function callEndpoint(ctx: TestContext, endpoint: Endpoint, options: CallOptions = {}) {
  return ctx.app.inject({
    method: endpoint.method,
    url: endpointUrl(endpoint, options),
    ...(options.headers && { headers: options.headers }),
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
