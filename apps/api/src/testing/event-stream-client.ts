import type { AddressInfo } from 'node:net';
import {
  eventStreamResumeParameter,
  eventStreamSignals,
  type EventStream,
} from '@quotemarket/contract';
import type { TestContext } from './test-app';
import { endpointUrl } from './call-endpoint';

/*
 * A test client for the server-sent event streams: the real app listening on a free port, read
 * with fetch as a browser's EventSource would read it (inject cannot, its response never ends).
 */

/** Starts the test app on a free local port (once) and gives its base URL. */
export async function listeningBaseUrl(ctx: TestContext): Promise<string> {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface ServerSentEvent {
  event: string;
  data: string;
  /** The block's `id:` (a position), when it has one. */
  id?: string;
}

export interface OpenEventStream {
  response: Response;
  /**
   * The next event (comments, `retry:` lines and `position` signals skipped, as a browser's
   * listeners skip them); rejects after `timeoutMs`.
   */
  next(timeoutMs?: number): Promise<ServerSentEvent>;
  /** The next `position` signal's id: where the stream is, once what came before it went out. */
  nextPosition(timeoutMs?: number): Promise<string>;
  /** Aborts the request, as a closed browser tab does. */
  close(): void;
}

/** Parses one block of lines (up to a blank line); null for a block without data. */
function parseBlock(block: string): ServerSentEvent | null {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  }
  return data.length === 0
    ? null
    : { event, data: data.join('\n'), ...(id !== undefined && { id }) };
}

/**
 * Opens a stream of the app, resuming `after` a position when one is given. The answer's status and
 * headers are there at once; a stream that answered 200 has also sent its first `retry:` block when
 * this resolves, so the server is listening for events by then.
 */
export async function openEventStream(
  baseUrl: string,
  stream: Pick<EventStream, 'path'>,
  headers: Record<string, string> = {},
  { after }: { after?: string } = {},
): Promise<OpenEventStream> {
  const abort = new AbortController();
  const url = endpointUrl(stream, { query: { [eventStreamResumeParameter]: after } });
  const response = await fetch(`${baseUrl}${url}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const close = () => abort.abort();
  if (!response.ok || !response.body) {
    return {
      response,
      next: () => Promise.reject(new Error(`the stream answered ${response.status}`)),
      nextPosition: () => Promise.reject(new Error(`the stream answered ${response.status}`)),
      close,
    };
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  const pending: ServerSentEvent[] = [];
  /** Reads until one more block is complete; false once the stream has ended. */
  const readBlock = async (): Promise<boolean> => {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end !== -1) {
        const parsed = parseBlock(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
        if (parsed) pending.push(parsed);
        return true;
      }
      const { value, done } = await reader.read();
      if (done) return false;
      buffered += value;
    }
  };
  // The server writes `retry:` right after it starts listening for this caller.
  if (!(await readBlock())) throw new Error('the stream ended before it started');

  // One read at a time: a read that timed out goes on and its event waits for the next call.
  let reading: Promise<boolean> | null = null;
  const nextBlock = async (timeoutMs: number): Promise<ServerSentEvent> => {
    const deadline = Date.now() + timeoutMs;
    while (pending.length === 0) {
      reading ??= readBlock().finally(() => {
        reading = null;
      });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no event within ${timeoutMs} ms`)),
          Math.max(deadline - Date.now(), 0),
        );
      });
      try {
        if (!(await Promise.race([reading, timeout]))) throw new Error('the stream ended');
      } finally {
        clearTimeout(timer);
      }
    }
    return pending.shift()!;
  };
  const isPosition = (block: ServerSentEvent) => block.event === eventStreamSignals.position;
  /** The next block that `wanted` accepts; the ones before it are dropped. */
  const nextThat = async (wanted: (block: ServerSentEvent) => boolean, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const block = await nextBlock(Math.max(deadline - Date.now(), 0));
      if (wanted(block)) return block;
    }
  };
  return {
    response,
    next: (timeoutMs = 5_000) => nextThat((block) => !isPosition(block), timeoutMs),
    nextPosition: async (timeoutMs = 5_000) => (await nextThat(isPosition, timeoutMs)).id!,
    close,
  };
}
