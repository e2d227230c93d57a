import type { QuotationEstimationEvent } from '@quotemarket/contract';
import { useQuotationEvents } from '@quotemarket/hooks';
import { useToast } from '@quotemarket/ui';
import { quoteEventToastTitle } from './quotationRules';

export interface QuoteEventToastOptions {
  /** Whether the event concerns what the screen shows; others refresh quietly. */
  isRelevant: (event: QuotationEstimationEvent) => boolean;
  /** A second line for the toast (the product the quote is for), when the screen knows it. */
  describe?: (event: QuotationEstimationEvent) => string | undefined;
}

/**
 * While the screen is open, dealers' quotes arrive live: `useQuotationEvents` refreshes the lists,
 * and a new or edited quote for what is on screen raises a toast. A withdrawn one raises none.
 */
export function useQuoteEventToasts({ isRelevant, describe }: QuoteEventToastOptions) {
  const { toast } = useToast();
  useQuotationEvents((event) => {
    if (!isRelevant(event)) return;
    const title = quoteEventToastTitle(event);
    if (!title) return;
    const description = describe?.(event);
    toast({ title, tone: 'info', ...(description ? { description } : {}) });
  });
}
