import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { quotationEvents, type QuotationEstimationEvent } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
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

/**
 * While mounted and logged in, listens for dealers' quotes on the buyer's requests: each new, edited
 * or withdrawn quote refreshes what shows it and is handed to `onEvent` (for a toast). After a
 * dropped connection comes back, the quote lists are refreshed, since missed events are not replayed.
 */
export function useQuotationEvents(onEvent?: (event: QuotationEstimationEvent) => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const isLoggedIn = useIsLoggedIn();
  const handleEvent = useEffectEvent((event: QuotationEstimationEvent) => {
    void refreshQuotesOf(queryClient, event);
    onEvent?.(event);
  });

  useEffect(() => {
    if (!isLoggedIn) return;
    let hasOpened = false;
    return client.listen(quotationEvents, {
      onEvent: handleEvent,
      onOpen: () => {
        if (hasOpened) void queryClient.invalidateQueries({ queryKey: queryKeys.quotations.all });
        hasOpened = true;
      },
    });
  }, [client, queryClient, isLoggedIn]);
}
