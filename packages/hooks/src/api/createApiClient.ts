import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { z } from 'zod/mini';
import {
  apiEnvelope,
  eventStreamResumeParameter,
  eventStreamSignals,
  fillPathParams,
  toApiUrl,
  type Endpoint,
  type EndpointAuth,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type EventStream,
  type EventStreamEvent,
  type EventStreamOtherEvent,
  type FileDownload,
  type FileDownloadParams,
  type FileDownloadQuery,
} from '@quotemarket/contract';
import { ApiError } from './ApiError';

export interface ApiClientOptions {
  /** Origin of the API; empty means the page's own origin (the app and API share one port). */
  baseURL?: string;
  /** Read on every call, so a login or logout applies at once. */
  getToken?: () => string | null;
  /**
   * Called on any 401 or 403, after which the caller sees the error as usual. `endpoint` is the
   * refused call's contract path (as the spec writes it) and `auth`, or null for a request that
   * names none, so a client can tell a lost session from a refused sign-in. `sentToken` is
   * the token the refused call carried (null without one), so a client can tell a refusal of the
   * current login from a late answer to one that has since ended.
   */
  onUnauthorized?: (refused: Refusal) => void;
  /**
   * Adjusts the client's axios instance once it is made: how its requests travel where the
   * browser's own way is not the one (Node's HTTP in tests, the API in-process on the server).
   */
  configureAxios?: (instance: AxiosInstance) => void;
}

export interface Refusal {
  endpoint: RefusedEndpoint | null;
  sentToken: string | null;
  /**
   * 401 (no session, or one that has ended) or 403 (a session that may not do this): a client
   * whose accounts have permissions keeps its login on a 403.
   */
  status: 401 | 403;
  /** The API's Korean message, such as why a session ended. */
  message: string;
}

export interface RefusedEndpoint {
  path: string;
  auth: EndpointAuth | undefined;
}

/** Set on each request, so the 401 rule knows which endpoint refused and whose token it was. */
interface TaggedRequest {
  quotemarketEndpoint?: RefusedEndpoint;
  quotemarketSentToken?: string | null;
}

/**
 * The endpoint a request of this client calls, for an adapter that answers it another way (the
 * server's render of a page answers in-process and notes which answers depend on the session).
 */
export function endpointOfRequest(config: AxiosRequestConfig): RefusedEndpoint | null {
  return (config as AxiosRequestConfig & TaggedRequest).quotemarketEndpoint ?? null;
}

type Optional<Key extends string, Value> = [Value] extends [never]
  ? { [K in Key]?: never }
  : { [K in Key]: Value };

export type CallInput<E extends Endpoint> = Optional<'params', EndpointParams<E>> &
  Optional<'query', EndpointQuery<E>> &
  Optional<'body', EndpointBody<E>> & { signal?: AbortSignal };

export type DownloadInput<D extends FileDownload> = Optional<'params', FileDownloadParams<D>> &
  Optional<'query', FileDownloadQuery<D>>;

/** A downloaded file and the name the server gave it (`Content-Disposition`). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** RFC 5987's `filename*` when sent (the Korean name), else the plain `filename`. */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  const extended = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed name: the plain one below.
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

export interface EventStreamHandlers<S extends EventStream> {
  onEvent(event: EventStreamEvent<S>): void;
  /**
   * The stream is (again) connected. `resumed`: it asked to resume from a position, so the events
   * missed since come first, or `onMissed`. Otherwise nothing missed is told: what the data was
   * read before may be stale.
   */
  onOpen?(resumed: boolean): void;
  /** The connection is lost; it comes back on its own (`onOpen` again) unless it was refused. */
  onDrop?(): void;
  /** The server cannot tell what was missed since the position: refresh what events would. */
  onMissed?(): void;
  /** The stream's further events (its `alsoSends`), by name: a conversation's new message. */
  onAlso?: {
    [Name in keyof NonNullable<S['alsoSends']>]?: (event: EventStreamOtherEvent<S, Name>) => void;
  };
}

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<EndpointResponse<E>>;
  /**
   * Fetches a file with the caller's token (the API reads no cookies, so a plain link cannot):
   * its bytes as a Blob of the file's type, or an `ApiError` with the server's Korean message.
   */
  download<D extends FileDownload>(file: D, input?: DownloadInput<D>): Promise<DownloadedFile>;
  /**
   * Listens to a server-sent event stream with the caller's token; the connection comes back on
   * its own after a drop. Returns the function that closes it.
   */
  listen<S extends EventStream>(stream: S, handlers: EventStreamHandlers<S>): () => void;
  /**
   * Where the live events stood when the answers a page was rendered with were read: a stream
   * not yet listened to resumes from there, hearing first what followed (docs/decisions/0005).
   */
  resumeStreamsFrom(position: string): void;
}

/** The one way the apps reach the API: contract paths in, parsed `data` or an `ApiError` out. */
export function createApiClient({
  baseURL = '',
  getToken,
  onUnauthorized,
  configureAxios,
}: ApiClientOptions = {}): ApiClient {
  // axios is loaded with the first call, not with the page: a page the server rendered with its
  // data makes none until the buyer acts, and its first load is ~20 KB (gzip) lighter for it.
  let instance: Promise<AxiosInstance> | null = null;
  const axiosInstance = () =>
    (instance ??= import('axios').then(
      ({ default: axios }) => {
        const created = axios.create({ baseURL, timeout: 15_000 });
        created.interceptors.request.use((config) => {
          const token = getToken?.() ?? null;
          if (token) config.headers.set('Authorization', `Bearer ${token}`);
          (config as TaggedRequest).quotemarketSentToken = token;
          return config;
        });
        created.interceptors.response.use(undefined, (error: unknown) => {
          const apiError = ApiError.from(error);
          if (apiError.status === 401 || apiError.status === 403) {
            const tagged = (error as { config?: TaggedRequest } | null)?.config;
            onUnauthorized?.({
              endpoint: tagged?.quotemarketEndpoint ?? null,
              sentToken: tagged?.quotemarketSentToken ?? null,
              status: apiError.status === 401 ? 401 : 403,
              message: apiError.message,
            });
          }
          return Promise.reject(apiError);
        });
        configureAxios?.(created);
        return created;
      },
      (error: unknown) => {
        instance = null; // the next call tries again
        throw ApiError.unreachable(error);
      },
    ));

  // Where each stream last was, so that listening again resumes there; and where the page's
  // rendered answers were read, for a stream not yet listened to.
  const streamPositions = new Map<string, string>();
  let renderedAt: string | undefined;

  return {
    listen(stream, { onEvent, onOpen, onDrop, onMissed, onAlso }) {
      let sentToken: string | null = null;
      let closed = false;
      let close = () => {
        closed = true;
      };
      // The browser's EventSource cannot send an Authorization header; this one fetches. It is
      // loaded with the first stream, so screens without live events never download it.
      void import('eventsource').then(({ EventSource }) => {
        if (closed) return;
        const url = new URL(toApiUrl(stream.path), baseURL || globalThis.location.origin);
        // Later connections name their position themselves (`Last-Event-ID`); the address keeps
        // the first one's, which the server reads only without it.
        const after = streamPositions.get(stream.path) ?? renderedAt;
        if (after !== undefined) url.searchParams.set(eventStreamResumeParameter, after);
        let hasPosition = after !== undefined;
        const source = new EventSource(url, {
          fetch: (input, init) => {
            const token = getToken?.() ?? null;
            sentToken = token;
            return fetch(input, {
              ...init,
              headers: { ...init.headers, ...(token && { Authorization: `Bearer ${token}` }) },
            });
          },
        });
        const notePosition = ({ lastEventId }: MessageEvent) => {
          if (!lastEventId) return;
          streamPositions.set(stream.path, lastEventId);
          hasPosition = true;
        };
        source.addEventListener('open', () => onOpen?.(hasPosition));
        source.addEventListener(eventStreamSignals.position, notePosition);
        source.addEventListener(eventStreamSignals.missed, () => onMissed?.());
        const listenFor = (
          name: string,
          schema: z.core.$ZodType,
          handle: ((event: never) => void) | undefined,
        ) =>
          source.addEventListener(name, (message) => {
            notePosition(message);
            try {
              const parsed = z.safeParse(schema, JSON.parse(message.data));
              if (parsed.success) handle?.(parsed.data as never);
            } catch {
              // Not JSON: not an event of this stream.
            }
          });
        listenFor(stream.eventName, stream.event, onEvent);
        for (const [name, schema] of Object.entries(stream.alsoSends ?? {})) {
          const handlers = onAlso as
            Record<string, ((event: never) => void) | undefined> | undefined;
          listenFor(name, schema, handlers?.[name]);
        }
        source.addEventListener('error', (error) => {
          onDrop?.();
          // A refused stream is not retried: a 401/403 means the login is gone, as for any call.
          if (error.code === 401 || error.code === 403) {
            onUnauthorized?.({
              endpoint: { path: stream.path, auth: stream.auth },
              sentToken,
              status: error.code === 401 ? 401 : 403,
              message: error.message ?? '',
            });
          }
        });
        close = () => source.close();
      });
      return () => close();
    },
    resumeStreamsFrom(position) {
      renderedAt = position;
    },
    async download(file, input) {
      const { params, query } = (input ?? {}) as {
        params?: Record<string, string | number>;
        query?: unknown;
      };
      const request: AxiosRequestConfig & TaggedRequest = {
        method: 'GET',
        url: toApiUrl(fillPathParams(file.path, params)),
        params: query,
        responseType: 'arraybuffer',
        quotemarketEndpoint: { path: file.path, auth: file.auth },
      };
      const response = await (await axiosInstance()).request<ArrayBuffer>(request);
      const disposition = response.headers['content-disposition'] as string | undefined;
      return {
        blob: new Blob([response.data], { type: file.mediaType }),
        fileName: fileNameOf(disposition, file.path.split('/').at(-1) ?? 'download'),
      };
    },
    async call<E extends Endpoint>(
      endpoint: E,
      input?: CallInput<E>,
    ): Promise<EndpointResponse<E>> {
      const { params, query, body, signal } = (input ?? {}) as {
        params?: Record<string, string | number>;
        query?: unknown;
        body?: unknown;
        signal?: AbortSignal;
      };
      const request: AxiosRequestConfig & TaggedRequest = {
        method: endpoint.method,
        url: toApiUrl(fillPathParams(endpoint.path, params)),
        params: query,
        data: body,
        signal,
        quotemarketEndpoint: { path: endpoint.path, auth: endpoint.auth },
      };
      const response = await (await axiosInstance()).request(request);
      const parsed = apiEnvelope(endpoint.response).safeParse(response.data);
      if (!parsed.success) {
        throw new ApiError(
          response.status,
          response.status,
          '일시적인 문제가 생겼어요. 잠시 후 다시 시도해 주세요.',
          {
            cause: parsed.error,
          },
        );
      }
      return parsed.data.data as EndpointResponse<E>;
    },
  };
}
