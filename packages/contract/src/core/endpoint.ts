import type { z } from 'zod/mini';

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * Who may call: `buyer` or `seller` need that kind of bearer token (401 without one, 403 with the
 * other kind); `optional` reads a buyer token when one is sent; absent means public.
 */
export type EndpointAuth = 'buyer' | 'seller' | 'optional';

/**
 * One API call as both sides see it: the path as the spec writes it (before `toApiUrl`),
 * and the zod schemas of what goes in and what comes back inside the envelope's `data`.
 */
export interface Endpoint<
  Response extends z.core.$ZodType = z.core.$ZodType,
  Query extends z.core.$ZodType | undefined = z.core.$ZodType | undefined,
  Body extends z.core.$ZodType | undefined = z.core.$ZodType | undefined,
  Params extends z.core.$ZodType | undefined = z.core.$ZodType | undefined,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  response: Response;
  auth?: EndpointAuth;
  /** `multipart` bodies (file uploads) are read by the handler, not validated as JSON. */
  bodyType?: 'json' | 'multipart';
  query?: Query;
  body?: Body;
  params?: Params;
}

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type InferOrNever<S> = S extends z.core.$ZodType ? z.infer<S> : never;

export type EndpointResponse<E extends Endpoint> = z.infer<E['response']>;
export type EndpointQuery<E extends Endpoint> = InferOrNever<E['query']>;
export type EndpointBody<E extends Endpoint> = InferOrNever<E['body']>;
export type EndpointParams<E extends Endpoint> = InferOrNever<E['params']>;

/**
 * A stream of server-sent events (`text/event-stream`): each message's `event` is its name and its
 * `data` one JSON value of `event`'s schema. Opened with GET; `auth` as for endpoints.
 */
export interface EventStream<Event extends z.core.$ZodType = z.core.$ZodType> {
  path: string;
  summary: string;
  tags: readonly string[];
  auth: Exclude<EndpointAuth, 'optional'>;
  /** The one event name the stream sends (besides comments that keep the connection open). */
  eventName: string;
  event: Event;
}

export function defineEventStream<const S extends EventStream>(stream: S): S {
  return stream;
}

export type EventStreamEvent<S extends EventStream> = z.infer<S['event']>;
