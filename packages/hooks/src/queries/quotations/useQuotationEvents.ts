import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import {
  quotationEvents,
  type ConversationEvent,
  type QuotationEstimationEvent,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { useIsLoggedIn } from '../../auth/useIsLoggedIn';
import { queryKeys } from '../queryKeys';

/** What shows a request's quotes: its card on the quote check, its quote list, the quote itself. */
function refreshQuotesOf(queryClient: QueryClient, event: QuotationEstimationEvent) {
  return Promise.all(
    [
      queryKeys.quotations.awaitingSelection.all(),
      queryKeys.quotations.estimations.ofQuotation(event.quotationId),
      queryKeys.quotations.estimationDetail(event.estimationId),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** What shows a conversation: the conversation itself (a new message, a read receipt), the counts. */
function refreshConversationOf(queryClient: QueryClient, event: ConversationEvent) {
  return Promise.all(
    [queryKeys.messages.conversation(event.estimationId), queryKeys.messages.unread()].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** What the events would have refreshed, when some may have been missed. */
function refreshEverything(queryClient: QueryClient) {
  return Promise.all(
    [queryKeys.quotations.all, queryKeys.messages.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

interface Listener {
  queryClient: QueryClient;
  onEvent: (event: QuotationEstimationEvent) => void;
}

interface SharedStream {
  listeners: Set<Listener>;
  close: () => void;
}

/**
 * One connection per API client, however many screens listen: the signed-in shell keeps it open
 * for the unread counts, and a quote page's toasts listen on the same one.
 */
const sharedStreams = new WeakMap<ApiClient, SharedStream>();

function openSharedStream(client: ApiClient): SharedStream {
  const listeners = new Set<Listener>();
  // Each cache refreshed once per event, even when several screens listen with it.
  const eachCache = (refresh: (queryClient: QueryClient) => unknown) => {
    for (const queryClient of new Set([...listeners].map((one) => one.queryClient))) {
      void refresh(queryClient);
    }
  };
  let hasOpened = false;
  const close = client.listen(quotationEvents, {
    onEvent: (event) => {
      eachCache((queryClient) => refreshQuotesOf(queryClient, event));
      for (const one of listeners) one.onEvent(event);
    },
    onOpen: (resumed) => {
      if (hasOpened && !resumed) eachCache(refreshEverything);
      hasOpened = true;
    },
    onMissed: () => eachCache(refreshEverything),
    onAlso: {
      message: (event) => eachCache((queryClient) => refreshConversationOf(queryClient, event)),
    },
  });
  return { listeners, close };
}

/** Joins the client's stream (opening it for the first listener); returns how to leave it. */
function listenShared(client: ApiClient, listener: Listener): () => void {
  const stream = sharedStreams.get(client) ?? openSharedStream(client);
  sharedStreams.set(client, stream);
  stream.listeners.add(listener);
  return () => {
    stream.listeners.delete(listener);
    if (stream.listeners.size > 0) return;
    sharedStreams.delete(client);
    stream.close();
  };
}

/**
 * While mounted and logged in, listens for dealers' quotes on the buyer's requests and for
 * messages in the buyer's conversations with them. Each new, edited or withdrawn quote refreshes
 * what shows it and is handed to `onEvent` (for a toast); each message or read receipt refreshes
 * its conversation and the unread counts. However many screens call it, they share one
 * connection. A stream that resumes from a position (where the page's rendered answers were read,
 * where it last listened or where a dropped connection left off) hears first what it missed; when
 * the server cannot tell, or a dropped connection comes back without one, the buyer's quotes and
 * conversations are refreshed.
 */
export function useQuotationEvents(onEvent?: (event: QuotationEstimationEvent) => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const isLoggedIn = useIsLoggedIn();
  const handleEvent = useEffectEvent((event: QuotationEstimationEvent) => onEvent?.(event));

  useEffect(() => {
    if (!isLoggedIn) return;
    return listenShared(client, { queryClient, onEvent: handleEvent });
  }, [client, queryClient, isLoggedIn]);
}
