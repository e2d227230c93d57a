import type { ComponentType } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  doneMessages,
  type HistoryDetail,
  quoteKindOfRequest,
  type QuoteKind,
  notFoundTitle,
} from '@quotemarket/contract';
import { ApiError, usePurchaseHistoryDetail } from '@quotemarket/hooks';
import {
  AlertDialog,
  Banner,
  Button,
  ErrorFallback,
  PageStack,
  SkeletonList,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { dealActionTexts } from './feedbackRules';
import { QuoteNotesSection } from '../../shared/QuoteNotesSection';
import { HistoryDealAllInCost, HistoryDealFigures, HistoryDealProduct } from './HistoryDealFigures';
import { ReviewDialog, StoreReportDialog } from './HistoryFeedbackDialogs';
import { useHistoryDetailPage, type HistoryDetailPageModel } from './useHistoryDetailPage';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const SecondaryActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space[2]};
`;

function parseQuotationId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A deal of the history (`paths.historyDetail`; the route's `:id` is the quotation id) in the
 * kind its route names; a deal of another category goes to its own kind's address.
 */
function HistoryDetailPage({ kind }: { kind: QuoteKind }) {
  const quotationId = parseQuotationId(useParams().id);
  if (quotationId === null) {
    return (
      <PageStack>
        <ErrorFallback
          title={notFoundTitle('purchase')}
          description="삭제됐거나 볼 수 없는 구매 신청 내역이에요."
          homeHref={paths.quoteHistory()}
          homeLabel="견적 내역으로"
        />
      </PageStack>
    );
  }
  return <Detail quotationId={quotationId} kind={kind} />;
}

function Detail({ quotationId, kind }: { quotationId: number; kind: QuoteKind }) {
  const detail = usePurchaseHistoryDetail(quotationId);
  if (detail.isPending) {
    return (
      <PageStack>
        <SkeletonList count={4} label="구매 신청 내역을 불러오는 중" />
      </PageStack>
    );
  }
  if (detail.isError) {
    // Not the buyer's, or no such deal: the server's message says so, and a retry would not help.
    const notFound = detail.error instanceof ApiError && detail.error.isClientError;
    return (
      <PageStack>
        <ErrorFallback
          title={notFound ? detail.error.message : '구매 신청 내역을 불러오지 못했어요'}
          onRetry={notFound ? undefined : () => void detail.refetch()}
          homeHref={paths.quoteHistory()}
          homeLabel="견적 내역으로"
        />
      </PageStack>
    );
  }
  const { categoryId1, sellerId } = detail.data;
  const dealKind = quoteKindOfRequest(categoryId1);
  if (dealKind !== kind) {
    // An address of another kind (an old or hand-made link): go to the deal's own.
    return <Navigate to={paths.historyDetail(dealKind, quotationId, sellerId)} replace />;
  }
  return <Loaded quotationId={quotationId} detail={detail.data} kind={kind} />;
}

function Loaded({
  quotationId,
  detail,
  kind,
}: {
  quotationId: number;
  detail: HistoryDetail;
  kind: QuoteKind;
}) {
  const page = useHistoryDetailPage(quotationId, detail);
  return (
    <PageStack>
      <Banner
        title={doneMessages.purchaseRequested}
        description={`${detail.storeName}에서 곧 전화로 연락드릴 거예요.`}
      />
      <HistoryDealProduct detail={detail} />
      <HistoryDealFigures detail={detail} kind={kind} />
      <QuoteNotesSection kind={kind} conditions={detail.conditions} notes={detail.notes} />
      <HistoryDealAllInCost detail={detail} />
      <Button asChild variant="secondary" size="lg" fullWidth>
        <Link to={paths.dealDocument(quotationId)}>견적서 보기</Link>
      </Button>
      <HistoryDealActions
        storeName={detail.storeName}
        page={page}
        dealDocumentHref={paths.dealDocument(quotationId)}
      />
    </PageStack>
  );
}

/** 전화 상담, 리뷰 쓰기 and 신고하기, with their dialogs. */
function HistoryDealActions({
  storeName,
  page,
  dealDocumentHref,
}: {
  storeName: string;
  page: HistoryDetailPageModel;
  dealDocumentHref: string;
}) {
  const { call, review, report } = page;
  return (
    <Actions>
      {call.href ? (
        <Button asChild size="lg" fullWidth>
          <a href={call.href}>전화 상담</a>
        </Button>
      ) : (
        <AlertDialog
          open={call.noPhoneOpen}
          onOpenChange={call.setNoPhoneOpen}
          title={dealActionTexts.noPhoneNumber}
          message={dealActionTexts.noPhoneNumberDetail}
          trigger={
            <Button size="lg" fullWidth>
              전화 상담
            </Button>
          }
        />
      )}
      <SecondaryActions>
        {review.hasReview ? (
          <Button variant="outline" disabled>
            {dealActionTexts.alreadyReviewed}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => review.setOpen(true)}>
            리뷰 쓰기
          </Button>
        )}
        {report.done ? (
          <Button variant="outline" disabled>
            {dealActionTexts.alreadyReported}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => report.setOpen(true)}>
            신고하기
          </Button>
        )}
      </SecondaryActions>
      <ReviewDialog storeName={storeName} review={review} />
      <StoreReportDialog
        storeName={storeName}
        report={report}
        dealDocumentHref={dealDocumentHref}
      />
    </Actions>
  );
}

/** The three layouts of a deal, as the route table names them. */
export const historyDetailPages: Record<QuoteKind, ComponentType> = {
  phone: () => <HistoryDetailPage kind="phone" />,
  internet: () => <HistoryDetailPage kind="internet" />,
  rental: () => <HistoryDetailPage kind="rental" />,
};
