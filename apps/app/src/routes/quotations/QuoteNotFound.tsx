import { notFoundTitle } from '@quotemarket/contract';
import { ErrorFallback, PageStack } from '@quotemarket/ui';
import { paths } from '../../paths';

/** A quote the buyer cannot open (withdrawn, or not theirs), with the way back to the quote check. */
export function QuoteNotFound() {
  return (
    <PageStack>
      <ErrorFallback
        title={notFoundTitle('estimation')}
        description="판매점이 견적을 철회했거나 볼 수 없는 견적이에요."
        homeHref={paths.quotationCheck()}
        homeLabel="견적 확인으로"
      />
    </PageStack>
  );
}
