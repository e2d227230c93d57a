import type { z } from 'zod/mini';
import type { OperatorPermission } from '../operator/roles';

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * Who may call: `buyer`, `seller` or `operator` need that kind of bearer token (401 without one,
 * 403 with another kind); `optional` reads a buyer token when one is sent; absent means public.
 */
export type EndpointAuth = 'buyer' | 'seller' | 'operator' | 'optional';

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
  /** What an `operator` endpoint needs of the operator's role (operatorPermissions). */
  permission?: OperatorPermission;
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
 * A file the API answers as bytes of `mediaType` (a PDF), read with GET and saved by the browser
 * (`Content-Disposition: attachment`). Who may read it, and every refusal, are as for endpoints:
 * a refusal is the usual JSON error, never a file.
 */
export interface FileDownload<
  Query extends z.core.$ZodType | undefined = z.core.$ZodType | undefined,
  Params extends z.core.$ZodType | undefined = z.core.$ZodType | undefined,
> {
  path: string;
  summary: string;
  tags: readonly string[];
  auth?: Exclude<EndpointAuth, 'optional' | 'operator'>;
  mediaType: 'application/pdf';
  query?: Query;
  params?: Params;
}

export function defineFileDownload<const D extends FileDownload>(download: D): D {
  return download;
}

export type FileDownloadQuery<D extends FileDownload> = InferOrNever<D['query']>;
export type FileDownloadParams<D extends FileDownload> = InferOrNever<D['params']>;

/**
 * A stream of server-sent events (`text/event-stream`): each message's `event` is its name and its
 * `data` one JSON value of `event`'s schema. Opened with GET; `auth` as for endpoints.
 */
export interface EventStream<
  Event extends z.core.$ZodType = z.core.$ZodType,
  Others extends Readonly<Record<string, z.core.$ZodType>> = Readonly<
    Record<string, z.core.$ZodType>
  >,
> {
  path: string;
  summary: string;
  tags: readonly string[];
  auth: Exclude<EndpointAuth, 'optional' | 'operator'>;
  /** The stream's own event name (besides the signals and the comments that keep it open). */
  eventName: string;
  event: Event;
  /**
   * Further events the stream carries, by name, each with its schema: what concerns the same
   * screens and should not cost them a second connection (a conversation's new message).
   */
  alsoSends?: Others;
}

export function defineEventStream<const S extends EventStream>(stream: S): S {
  return stream;
}

/**
 * What every event stream sends besides its own event, so that a connection can resume where the
 * caller's data was read or where a dropped one left off (docs/decisions/0005).
 */
export const eventStreamSignals = {
  /**
   * Its `id` is where the stream is, sent when it opens and every 20 s. A connection asked to
   * resume from a position (`Last-Event-ID`, or the `after` query) first hears every event after it.
   * Each event of the stream carries its own position as its `id` too.
   */
  position: 'position',
  /**
   * The server cannot tell what followed the position asked for (too long ago, or its own
   * listening was interrupted): the caller refreshes what the missed events would have refreshed.
   */
  missed: 'missed',
} as const;

/** The query parameter naming the position a stream's first connection resumes from. */
export const eventStreamResumeParameter = 'after';
/** A position is an opaque key of at most this many characters. */
export const eventStreamPositionMaxLength = 64;

export type EventStreamEvent<S extends EventStream> = z.infer<S['event']>;
/** The event named `Name` among a stream's `alsoSends`. */
export type EventStreamOtherEvent<
  S extends EventStream,
  Name extends keyof NonNullable<S['alsoSends']>,
> = z.infer<NonNullable<S['alsoSends']>[Name]>;
