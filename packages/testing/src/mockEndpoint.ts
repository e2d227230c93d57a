import { http, HttpResponse, type JsonBodyType } from 'msw';
import { z } from 'zod/mini';
import {
  successMessage,
  toApiUrl,
  type Endpoint,
  type EndpointResponse,
} from '@quotemarket/contract';
import { testOrigin } from './mswServer';

type Method = Lowercase<Endpoint['method']>;

export interface RecordedCall {
  url: URL;
  body: unknown;
  headers: Headers;
}

/**
 * An MSW handler for one contract endpoint. The answer is parsed with the endpoint's own response
 * schema first, so a fixture that drifts from the contract fails the test instead of passing quietly.
 * `calls` records what the hook sent (query, body, headers) for assertions.
 */
export function mockEndpoint<E extends Endpoint>(
  endpoint: E,
  answer: EndpointResponse<E> | ((call: RecordedCall) => EndpointResponse<E> | Response),
) {
  const calls: RecordedCall[] = [];
  const url = `${testOrigin}${toApiUrl(endpoint.path)}`;
  const method = endpoint.method.toLowerCase() as Method;
  const handler = http[method](url, async ({ request }) => {
    const text = await request.text();
    const call: RecordedCall = {
      url: new URL(request.url),
      body: text && request.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
      headers: request.headers,
    };
    calls.push(call);
    const data =
      typeof answer === 'function' ? (answer as (c: RecordedCall) => unknown)(call) : answer;
    if (data instanceof Response) return data;
    return HttpResponse.json({
      status_code: 200,
      message: successMessage,
      data: z.parse(endpoint.response, data) as JsonBodyType,
    });
  });
  return { handler, calls };
}

/** The error envelope the API answers with; `fields` are a refused form's messages by field. */
export function apiErrorResponse(
  status: number,
  message: string,
  fields: Record<string, string> | null = null,
) {
  return HttpResponse.json({ status_code: status, message, data: fields }, { status });
}
