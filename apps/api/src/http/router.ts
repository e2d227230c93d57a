import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiEnvelope,
  apiErrorBodySchema,
  toApiUrl,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@quotemarket/contract';
import {
  authMessages,
  readRequestAuth,
  type BuyerAuth,
  type RequestAuth,
  type SellerAuth,
} from '../auth/request-auth';
import type { AppDeps } from '../deps';
import { forbidden, unauthorized } from '../domain/shared/errors';

/** What the handler of an endpoint is told about the caller, by the endpoint's `auth`. */
export type AuthFor<E extends Endpoint> = E['auth'] extends 'buyer'
  ? BuyerAuth
  : E['auth'] extends 'seller'
    ? SellerAuth
    : E['auth'] extends 'optional'
      ? BuyerAuth | null
      : null;

export interface EndpointInput<E extends Endpoint> {
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  params: EndpointParams<E>;
  auth: AuthFor<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

const defaultMessage = '성공';
const jsonType = 'application/json; charset=utf-8';

/** A success answer whose message or status differs from the defaults. */
export class Answer<Data> {
  constructor(
    readonly data: Data,
    readonly message: string,
    readonly statusCode: number,
  ) {}
}

export function answer<Data>(data: Data, options: { message?: string; statusCode?: number }) {
  return new Answer(data, options.message ?? defaultMessage, options.statusCode ?? 200);
}

export type Handler<E extends Endpoint> = (
  input: EndpointInput<E>,
) => Promise<EndpointResponse<E> | Answer<EndpointResponse<E>>>;

export interface MountOptions {
  /**
   * Answers to callers without a token are kept this long and served without running the handler.
   * Only for reads whose answer is the same for every guest and has no side effect.
   */
  guestCacheMs?: number;
}

export type Mount = <E extends Endpoint>(
  endpoint: E,
  handler: Handler<E>,
  options?: MountOptions,
) => void;

/** A group of routes: it mounts contract endpoints with the app's dependencies. */
export type RouteModule = (mount: Mount, deps: AppDeps) => void;

export async function authorize(
  endpoint: Pick<Endpoint, 'auth'>,
  request: FastifyRequest,
  deps: AppDeps,
): Promise<RequestAuth | null> {
  if (!endpoint.auth) return null;
  if (endpoint.auth === 'optional') {
    // A stale token must not stop a guest from browsing: it is read as no token at all.
    const auth = await readRequestAuth(request, deps.db, deps.tokens, deps.now).catch(() => null);
    return auth?.kind === 'buyer' ? auth : null;
  }
  const auth = await readRequestAuth(request, deps.db, deps.tokens, deps.now);
  if (!auth) throw unauthorized(authMessages.required);
  if (auth.kind !== endpoint.auth) {
    throw forbidden(endpoint.auth === 'buyer' ? authMessages.buyerOnly : authMessages.sellerOnly);
  }
  return auth;
}

/**
 * Mounts contract endpoints: the URL from `toApiUrl`, the zod schemas as validation and OpenAPI,
 * the caller checked against `auth`, and the result wrapped in `{ status_code, message, data }`.
 */
export function createMount(app: FastifyInstance, deps: AppDeps): Mount {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  app.decorateRequest('auth', null);
  // Serialized envelopes by URL: a hit costs neither the database nor response validation.
  const guestAnswers = new LRUCache<string, Buffer>({ max: 1000 });
  return (endpoint, handler, options = {}) => {
    const isJsonBody = endpoint.body && endpoint.bodyType !== 'multipart';
    const envelopeSchema = apiEnvelope(endpoint.response);
    const guestCacheMs = endpoint.method === 'GET' ? options.guestCacheMs : undefined;
    typed.route({
      method: endpoint.method,
      url: toApiUrl(endpoint.path),
      schema: {
        summary: endpoint.summary,
        tags: [...endpoint.tags],
        ...(endpoint.auth && endpoint.auth !== 'optional' && { security: [{ bearer: [] }] }),
        ...(endpoint.query && { querystring: endpoint.query }),
        ...(isJsonBody && { body: endpoint.body }),
        ...(endpoint.params && { params: endpoint.params }),
        response: {
          200: envelopeSchema,
          '4XX': apiErrorBodySchema,
          '5XX': apiErrorBodySchema,
        },
      },
      // Who is calling is settled before the body is even read: an anonymous request is a 401
      // whatever else is wrong with it.
      onRequest: async (request, reply) => {
        request.auth = await authorize(endpoint, request, deps);
        if (guestCacheMs !== undefined && request.auth === null) {
          reply.header('cache-control', `public, max-age=${Math.floor(guestCacheMs / 1000)}`);
          reply.header('vary', 'authorization');
          // A hit is answered here, before the query is even validated: it was valid the first time.
          const hit = guestAnswers.get(request.url);
          if (hit !== undefined) {
            return reply
              .header('x-cache', 'hit')
              .type(jsonType)
              .send(hit as never);
          }
        }
      },
      handler: async (request, reply) => {
        const cacheable = guestCacheMs !== undefined && request.auth === null;
        const result = await handler({
          query: request.query as never,
          body: request.body as never,
          params: request.params as never,
          auth: request.auth as never,
          request,
          reply,
        });
        const { data, message, statusCode } =
          result instanceof Answer ? result : new Answer(result, defaultMessage, 200);
        const envelope = { status_code: statusCode, message, data };
        if (cacheable && statusCode === 200) {
          // Validated once here, as the serializer would, then kept and sent as text.
          // Kept encoded: Korean text would otherwise be re-encoded to UTF-8 on every hit.
          const json = Buffer.from(JSON.stringify(envelopeSchema.parse(envelope)));
          guestAnswers.set(request.url, json, { ttl: guestCacheMs });
          return reply
            .header('x-cache', 'miss')
            .type(jsonType)
            .send(json as never);
        }
        return reply.status(statusCode).send(envelope);
      },
    });
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller as the endpoint's `auth` admits it; null on public endpoints. */
    auth: RequestAuth | null;
  }
}
