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
 * or withdrawn quote refreshes what shows it and is handed to `onEvent` (for a toast). A stream that
 * resumes from a position (where the page's rendered answers were read, where it last listened or
 * where a dropped connection left off) hears first what it missed; when the server cannot tell, or
 * a dropped connection comes back without one, the buyer's quote lists are refreshed.
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
    const refreshQuotations = () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.quotations.all });
    return client.listen(quotationEvents, {
      onEvent: handleEvent,
      onOpen: (resumed) => {
        if (hasOpened && !resumed) refreshQuotations();
        hasOpened = true;
      },
      onMissed: refreshQuotations,
    });
  }, [client, queryClient, isLoggedIn]);
}
