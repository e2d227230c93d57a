import { notFoundTitle } from '@quotemarket/contract';
import { Link, useParams } from 'react-router-dom';
import { ApiError, useSellerQuotation } from '@quotemarket/hooks';
import {
  Button,
  EmptyState,
  ErrorFallback,
  Heading,
  PageStack,
  Skeleton,
  SplitLayout,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { QuoteSidePanel } from './QuoteSidePanel';
import { RequestDetails } from './RequestDetails';

/** The address's request id, if it is one. */
function quotationIdOf(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

function RequestLoading() {
  return (
    <PageStack role="status" aria-label="견적 요청을 불러오는 중">
      <Heading level={1}>견적 요청</Heading>
      <Skeleton variant="rect" height={64} />
      <Skeleton variant="rect" height={240} />
    </PageStack>
  );
}

function RequestNotFound() {
  return (
    <PageStack>
      <Heading level={1}>견적 요청</Heading>
      <EmptyState
        title={notFoundTitle('quotation')}
        description="주소가 맞는지, 내 매장이 견적을 받는 카테고리의 요청인지 확인해 주세요."
        action={
          <Button asChild variant="outline">
            <Link to={paths.inbox()}>견적 요청 목록으로</Link>
          </Button>
        }
      />
    </PageStack>
  );
}

/**
 * One quote request (`paths.request(id)`): what the buyer asks for beside the store's quote and
 * the conversation with the buyer about it, two columns on the counter PC and one below the other
 * on a phone. Working through many requests, the dealer answers a question with the request in
 * view, without leaving it.
 */
export function RequestPage() {
  const quotationId = quotationIdOf(useParams().quotationId);
  const request = useSellerQuotation(quotationId);

  if (request.data) {
    return (
      <PageStack>
        <SplitLayout
          secondaryWidth="half"
          primary={
            <RequestDetails request={request.data} onDeadline={() => void request.refetch()} />
          }
          secondary={<QuoteSidePanel request={request.data} />}
        />
      </PageStack>
    );
  }
  const notFound = request.error instanceof ApiError && request.error.status === 404;
  if (quotationId === undefined || notFound) return <RequestNotFound />;
  if (request.isPending) return <RequestLoading />;
  return (
    <PageStack>
      <Heading level={1}>견적 요청</Heading>
      <ErrorFallback
        title="견적 요청을 불러오지 못했어요."
        description={ApiError.from(request.error).message}
        onRetry={() => void request.refetch()}
      />
    </PageStack>
  );
}
