import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiEnvelope,
  apiErrorBodySchema,
  successMessage,
  toApiUrl,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  operatorCan,
  operatorMessages,
} from '@quotemarket/contract';
import { operatorTokenPrefix, type OperatorAuth } from '../auth/operator-sessions';
import {
  authMessages,
  bearerToken,
  type BuyerAuth,
  type RequestAuth,
  type SellerAuth,
} from '../auth/request-auth';
import type { AppDeps } from '../deps';
import { changeTags } from '../db/change-feed';
import { forbidden, unauthorized } from '../domain/shared/errors';

/** What the handler of an endpoint is told about the caller, by the endpoint's `auth`. */
export type AuthFor<E extends Endpoint> = E['auth'] extends 'buyer'
  ? BuyerAuth
  : E['auth'] extends 'seller'
    ? SellerAuth
    : E['auth'] extends 'operator'
      ? OperatorAuth
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

/** A success answer whose message or status differs from the defaults. */
export class Answer<Data> {
  constructor(
    readonly data: Data,
    readonly message: string,
    readonly statusCode: number,
  ) {}
}

export function answer<Data>(data: Data, options: { message?: string; statusCode?: number }) {
  return new Answer(data, options.message ?? successMessage, options.statusCode ?? 200);
}

export type Handler<E extends Endpoint> = (
  input: EndpointInput<E>,
) => Promise<EndpointResponse<E> | Answer<EndpointResponse<E>>>;

/**
 * How an endpoint's answers are kept (AnswerCache) and served again without running the handler.
 * Only for reads without side effects on what they show, whose answer is a function of the URL,
 * the caller (`caller` scope) or the caller's variant (`vary`), and the data named by `tags`.
 */
export interface AnswerCaching {
  /** `public`: one answer for every caller; `caller`: each signed-in caller has their own. */
  scope: 'public' | 'caller';
  /**
   * The change tags of what the answer shows (ChangeFeed), or how to tell them from the request;
   * `caller` adds the caller's own.
   */
  tags: readonly string[] | ((request: FastifyRequest) => readonly string[]);
  /** The longest an answer is kept; what changes by time alone may not change sooner than this. */
  ttlMs: number;
  /**
   * The moment (epoch ms) the answer turns wrong by time alone, if sooner: the next quote window
   * closing, midnight for "today".
   */
  endsAt?: (deps: AppDeps) => number | Promise<number>;
  /**
   * A public answer that differs slightly per caller (the wishlist hearts): the caller's variant,
   * as a key, and the tags of what it was derived from.
   */
  vary?: (request: FastifyRequest) => Promise<{ key: string; tags: readonly string[] }>;
  /** Runs for every successful answer, kept or not: a product view is counted either way. */
  onServe?: (request: FastifyRequest) => void;
}

export interface MountOptions {
  cache?: AnswerCaching;
}

export type Mount = <E extends Endpoint>(
  endpoint: E,
  handler: Handler<E>,
  options?: MountOptions,
) => void;

/** A group of routes: it mounts contract endpoints with the app's dependencies. */
export type RouteModule = (mount: Mount, deps: AppDeps) => void;

/**
 * The operator calling an operator endpoint, whose role has the endpoint's permission: a 401
 * without a live operator session, a 403 for a buyer's or dealer's token or a role without it.
 */
async function authorizeOperator(
  endpoint: Pick<Endpoint, 'permission'>,
  request: FastifyRequest,
  deps: AppDeps,
): Promise<OperatorAuth> {
  const token = bearerToken(request);
  if (!token) throw unauthorized(authMessages.required);
  if (!token.startsWith(operatorTokenPrefix)) {
    // A buyer's or dealer's token that is still good is the wrong kind; any other, no login.
    await deps.auth.read(request);
    throw forbidden(operatorMessages.operatorOnly);
  }
  const operator = await deps.operatorSessions.read(token);
  if (!endpoint.permission || !operatorCan(operator.role, endpoint.permission)) {
    throw forbidden(operatorMessages.noPermission);
  }
  return operator;
}

export async function authorize(
  endpoint: Pick<Endpoint, 'auth' | 'permission'>,
  request: FastifyRequest,
  deps: AppDeps,
): Promise<RequestAuth | OperatorAuth | null> {
  if (!endpoint.auth) return null;
  if (endpoint.auth === 'operator') return authorizeOperator(endpoint, request, deps);
  if (endpoint.auth === 'optional') {
    // A stale token must not stop a guest from browsing: it is read as no token at all.
    const auth = await deps.auth.read(request).catch(() => null);
    return auth?.kind === 'buyer' ? auth : null;
  }
  const auth = await deps.auth.read(request);
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
  app.decorateRequest('answerKeeping', null);
  return (endpoint, handler, options = {}) => {
    const isJsonBody = endpoint.body && endpoint.bodyType !== 'multipart';
    const envelopeSchema = apiEnvelope(endpoint.response);
    const caching = endpoint.method === 'GET' ? options.cache : undefined;
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
        if (!caching) return;
        // A kept answer is sent here, before the query is even validated: it was valid the first time.
        const keeping = await answerKeeping(caching, request, deps);
        const maxAge = guestMaxAge(caching, request.auth);
        if (maxAge > 0) reply.header('cache-control', `public, max-age=${maxAge}`);
        if (deps.answers.serve(keeping.key, request, reply)) {
          caching.onServe?.(request);
          return reply;
        }
        request.answerKeeping = keeping;
      },
      handler: async (request, reply) => {
        const result = await handler({
          query: request.query as never,
          body: request.body as never,
          params: request.params as never,
          auth: request.auth as never,
          request,
          reply,
        });
        const { data, message, statusCode } =
          result instanceof Answer ? result : new Answer(result, successMessage, 200);
        const envelope = { status_code: statusCode, message, data };
        const keeping = request.answerKeeping;
        if (keeping && statusCode === 200) {
          keeping.caching.onServe?.(request);
          // Validated once here, as the serializer would, then kept and sent as bytes.
          const json = JSON.stringify(envelopeSchema.parse(envelope));
          return deps.answers.store(
            keeping.key,
            json,
            await keptFor(keeping, deps),
            request,
            reply,
          );
        }
        return reply.status(statusCode).send(envelope);
      },
    });
  };
}

/** Where a request's answer is kept, and what it is made of. */
interface AnswerKeeping {
  key: string;
  tags: readonly string[];
  /** The change feed's mark before anything of the answer was read. */
  mark: number;
  caching: AnswerCaching;
}

function callerTag(auth: RequestAuth | OperatorAuth): string {
  switch (auth.kind) {
    case 'buyer':
      return changeTags.buyer(auth.userId);
    case 'seller':
      return changeTags.seller(auth.sellerId);
    case 'operator':
      // Nothing announces an operator's own changes: their kept answers end by their tags alone.
      return `operator:${auth.operatorId}`;
  }
}

async function answerKeeping(
  caching: AnswerCaching,
  request: FastifyRequest,
  deps: AppDeps,
): Promise<AnswerKeeping> {
  const mark = deps.changes.mark();
  const { auth } = request;
  const tags = typeof caching.tags === 'function' ? [...caching.tags(request)] : [...caching.tags];
  let owner = 'public';
  if (caching.scope === 'caller' && auth) {
    owner = callerTag(auth);
    tags.push(owner);
  }
  if (caching.vary) {
    const variant = await caching.vary(request);
    owner = `${owner}~${variant.key}`;
    tags.push(...variant.tags);
  }
  return { key: `${owner} ${request.url}`, tags, mark, caching };
}

async function keptFor(keeping: AnswerKeeping, deps: AppDeps) {
  const { ttlMs, endsAt } = keeping.caching;
  // Kept while the clock is before `endsAt`: a cache entry is stale only past its lifetime.
  const left = endsAt ? (await endsAt(deps)) - deps.now().getTime() - 1 : ttlMs;
  return { tags: keeping.tags, mark: keeping.mark, ttlMs: Math.min(ttlMs, left) };
}

/** Browsers may keep a guest's public answer for its lifetime, in whole seconds (none: 0). */
function guestMaxAge(caching: AnswerCaching, auth: RequestAuth | OperatorAuth | null): number {
  if (caching.scope !== 'public' || auth) return 0;
  return Math.floor(caching.ttlMs / 1000);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller as the endpoint's `auth` admits it; null on public endpoints. */
    auth: RequestAuth | OperatorAuth | null;
    /** Where the answer will be kept, on endpoints that keep theirs. */
    answerKeeping: AnswerKeeping | null;
  }
}
