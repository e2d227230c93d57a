import type { ComponentType } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import {
  type EstimationDetail,
  quoteKindOfRequest,
  type QuoteKind,
  notFoundTitle,
} from '@quotemarket/contract';
import { ErrorFallback, PageStack, RequestProductBanner, SkeletonList } from '@quotemarket/ui';
import { paths } from '../../paths';
import { MarketPriceSection } from '../../shared/MarketPriceSection';
import {
  AllInCostSection,
  InternetQuoteSections,
  PhoneQuoteSections,
  RentalQuoteSections,
  SafeDealSection,
  SelectAction,
  SellerSection,
} from './QuoteDetailSections';
import { quoteProductBanner } from './quotationRules';
import { QuoteNotFound } from './QuoteNotFound';
import { parseRouteId } from './routeIds';
import { SelectionDialogs } from './SelectionDialogs';
import { useQuoteDetailPage } from './useQuoteDetailPage';

const sectionsOf = {
  phone: PhoneQuoteSections,
  internet: InternetQuoteSections,
  rental: RentalQuoteSections,
} satisfies Record<QuoteKind, ComponentType<{ detail: EstimationDetail }>>;

/** A dealer's quote (`paths.quoteDetail`) in the kind its route names. */
function QuoteDetailPage({ kind }: { kind: QuoteKind }) {
  const params = useParams();
  const estimationId = parseRouteId(params.estimationId);
  const productId = parseRouteId(params.productId);
  if (estimationId === null || productId === null) {
    return (
      <PageStack>
        <ErrorFallback
          title={notFoundTitle('estimation')}
          description="삭제됐거나 볼 수 없는 견적이에요."
          homeHref={paths.quotationCheck()}
          homeLabel="견적 확인으로"
        />
      </PageStack>
    );
  }
  return (
    <Detail key={estimationId} kind={kind} estimationId={estimationId} productId={productId} />
  );
}

function Detail({
  kind,
  estimationId,
  productId,
}: {
  kind: QuoteKind;
  estimationId: number;
  productId: number;
}) {
  const page = useQuoteDetailPage(estimationId);
  const { detail } = page;

  if (detail.isPending) {
    return (
      <PageStack>
        <SkeletonList count={4} label="견적을 불러오는 중" />
      </PageStack>
    );
  }
  if (detail.isError) {
    if (page.notFound) return <QuoteNotFound />;
    return (
      <PageStack>
        <ErrorFallback
          title="견적을 불러오지 못했어요"
          onRetry={() => void detail.refetch()}
          homeHref={paths.quotationCheck()}
          homeLabel="견적 확인으로"
        />
      </PageStack>
    );
  }

  const quote = detail.data;
  const actual = quoteKindOfRequest(quote.categoryId1);
  // A link that guessed the kind wrong (the request's list carries no category) is corrected.
  if (actual !== kind) {
    return <Navigate to={paths.quoteDetail(actual, estimationId, productId)} replace />;
  }
  const Sections = sectionsOf[kind];
  return (
    <PageStack>
      <RequestProductBanner {...quoteProductBanner(quote, kind)} />
      <SellerSection detail={quote} unread={page.unread} />
      <Sections detail={quote} />
      <AllInCostSection detail={quote} />
      <MarketPriceSection rows={page.marketPrices} comparison={page.marketComparison} />
      <SafeDealSection />
      <SelectAction
        detail={quote}
        onSelect={page.select}
        pending={page.selection.consent.pending}
      />
      <SelectionDialogs flow={page.selection} />
    </PageStack>
  );
}

/** One page per kind, as the route table asks (`routes.tsx`). */
export const quoteDetailPages: Record<QuoteKind, ComponentType> = {
  phone: () => <QuoteDetailPage kind="phone" />,
  internet: () => <QuoteDetailPage kind="internet" />,
  rental: () => <QuoteDetailPage kind="rental" />,
};

export { quoteDetailEntry } from './quotationEntries';
