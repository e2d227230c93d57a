import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import {
  sellerInboxEvents,
  type ConversationEvent,
  type SellerInboxEvent,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';
import { useIsSellerLoggedIn } from './useIsSellerLoggedIn';

export interface SellerInboxEventsState {
  /** The stream is open; false before it opens, while it reconnects and without a dealer. */
  connected: boolean;
  /** The latest event since the stream opened, for the console to announce (a new request…). */
  lastEvent: SellerInboxEvent | null;
}

export interface SellerInboxEventsOptions {
  /** Called once per event after its refresh is started: the console's announcements. */
  onEvent?: (event: SellerInboxEvent) => void;
  /** Called once per change of a conversation (a message sent, messages read), after its refresh. */
  onMessage?: (event: ConversationEvent) => void;
}

const notListening: SellerInboxEventsState = { connected: false, lastEvent: null };

/**
 * What one event changes on the dealer's screens. Every change moves the inbox (a new request, a
 * bid count, a request closed) and the request itself. A selection, or the request ending
 * otherwise (its buyer or an operator closed it, it expired), settles every quote of the request, the dealer's among them when they had bid, so the
 * sent-quotes list follows it as it follows a change of the dealer's own quote; a deal won adds to
 * the deals and the profile's count of won deals.
 */
function refreshAfterInboxEvent(queryClient: QueryClient, event: SellerInboxEvent) {
  const changed: QueryKey[] = [
    queryKeys.seller.inbox.all(),
    queryKeys.seller.quotation(event.quotationId),
  ];
  if (event.mine || event.change === 'selected' || event.change === 'closed') {
    changed.push(queryKeys.seller.estimations.all());
  }
  if (event.mine && event.change === 'selected') {
    changed.push(queryKeys.seller.deals({}), queryKeys.seller.profile());
  }
  return Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A conversation changed: a message in it (either side's, the dealer's own from another screen
 * too) or its receipts, and so what is unread.
 */
function refreshAfterConversationEvent(queryClient: QueryClient, event: ConversationEvent) {
  const changed: QueryKey[] = [
    queryKeys.seller.messages.conversation(event.estimationId),
    queryKeys.seller.messages.unread(),
  ];
  return Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * While a dealer is signed in, listens to the dealer's inbox stream and refreshes what each event
 * changes, the conversations about the dealer's quotes among them. A stream that resumes from a position (where the page's rendered answers were read, or
 * where a dropped connection left off) hears first what it missed; when the server cannot tell,
 * every dealer view is refreshed. A stream that opens without one refreshes the inbox (it may have
 * loaded just before the stream opened). Closes on unmount and when the dealer's token goes.
 */
export function useSellerInboxEvents({
  onEvent,
  onMessage,
}: SellerInboxEventsOptions = {}): SellerInboxEventsState {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const isLoggedIn = useIsSellerLoggedIn();
  const [state, setState] = useState(notListening);
  // The latest callback, without reconnecting the stream when the caller passes a new function.
  const announce = useEffectEvent((event: SellerInboxEvent) => onEvent?.(event));
  const announceMessage = useEffectEvent((event: ConversationEvent) => onMessage?.(event));

  useEffect(() => {
    if (!isLoggedIn) return;
    let hasOpened = false;
    const close = client.listen(sellerInboxEvents, {
      onEvent: (event) => {
        void refreshAfterInboxEvent(queryClient, event);
        setState({ connected: true, lastEvent: event });
        announce(event);
      },
      onOpen: (resumed) => {
        if (!resumed) {
          const missed = hasOpened ? queryKeys.seller.all : queryKeys.seller.inbox.all();
          void queryClient.invalidateQueries({ queryKey: missed });
        }
        hasOpened = true;
        setState((current) => ({ ...current, connected: true }));
      },
      onMissed: () => void queryClient.invalidateQueries({ queryKey: queryKeys.seller.all }),
      onAlso: {
        message: (event) => {
          void refreshAfterConversationEvent(queryClient, event);
          announceMessage(event);
        },
      },
      onDrop: () => setState((current) => ({ ...current, connected: false })),
    });
    return () => {
      close();
      setState(notListening);
    };
  }, [client, queryClient, isLoggedIn]);

  return state;
}
