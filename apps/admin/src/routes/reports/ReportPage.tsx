import { Link, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  dealDocumentHeading,
  dealDocumentSections,
  dealDocumentVerification,
  notFoundTitle,
  operatorCan,
  anyReportReasonLabels,
  reportActionLabels,
  reportKindLabels,
  reporterLabels,
  type AdminReportDetail,
  type DealDocument as DealDocumentData,
} from '@quotemarket/contract';
import { useAdminReport, useOperatorMe } from '@quotemarket/hooks';
import {
  DealDocument,
  DescriptionList,
  formatDateTime,
  Heading,
  PageSection,
  PageStack,
  SplitLayout,
  Text,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { DetailQueryFallback } from '../../shared/DetailQueryFallback';
import { AuditTrail } from '../audit/AuditTrail';
import { DealerStatusBadge } from '../dealers/DealerStatusBadge';
import { ReviewsTable } from '../dealers/ReviewsTable';
import { ReportActions } from './ReportActions';
import { ReportedConversation } from './ReportedConversation';
import { ReportStatusBadge } from './ReportStatusBadge';
import { InlineGroup, PageHeader } from '../../shared/pageLayout';

const Quote = styled.blockquote`
  margin: 0;
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  white-space: pre-wrap;
`;

/**
 * The report as it was filed (by the buyer, or by the store about a buyer's message): the dealer,
 * the deal, the kind, the reason, the words and the outcome.
 */
function FiledReport({ report }: { report: AdminReportDetail }) {
  return (
    <PageStack>
      <DescriptionList
        layout="grid"
        items={[
          {
            term: '판매점',
            description: (
              <InlineGroup>
                <Link to={paths.dealer(report.dealer.id)}>{report.dealer.storeName}</Link>
                <DealerStatusBadge status={report.dealerStatus} />
              </InlineGroup>
            ),
          },
          { term: '상품', description: report.productName ?? '—' },
          { term: '종류', description: reportKindLabels[report.kind] },
          { term: '사유', description: anyReportReasonLabels[report.reason] },
          report.reporter === 'buyer'
            ? { term: '신고한 구매자', description: report.reporterPhone || '없음' }
            : { term: '신고한 쪽', description: reporterLabels.dealer },
          ...(report.reporter === 'dealer'
            ? [{ term: '신고된 구매자', description: report.reporterPhone || '없음' }]
            : []),
          { term: '접수 시각', description: formatDateTime(report.createdAt) },
          {
            term: '처리 시각',
            description: report.handledAt ? formatDateTime(report.handledAt) : '—',
          },
          { term: '조치', description: report.action ? reportActionLabels[report.action] : '—' },
          { term: '운영 메모', description: report.operatorNote || '—' },
        ]}
      />
      <PageSection title="신고 내용">
        {report.content ? (
          <Quote>{report.content}</Quote>
        ) : (
          <Text tone="muted">덧붙인 설명 없이 사유만 골랐어요.</Text>
        )}
      </PageSection>
    </PageStack>
  );
}

/** The 견적서 the server attached, as the buyer and the dealer hold it: read-only, no actions. */
function AttachedDealDocument({ document }: { document: DealDocumentData }) {
  return (
    <section aria-labelledby="attached-deal-document" data-part="attached-deal-document">
      <PageStack>
        <Heading level={2} size="sm" id="attached-deal-document">
          붙은 견적서
        </Heading>
        <Text size="sm" tone="muted">
          구매자가 견적을 고른 순간 그대로 남은 문서예요. 신고 내용과 견줘 보세요.
        </Text>
        <DealDocument
          {...dealDocumentHeading(document.content)}
          sections={dealDocumentSections(document.content)}
          verification={dealDocumentVerification(document.hash)}
          headingLevel={3}
        />
      </PageStack>
    </section>
  );
}

/**
 * `paths.report(id)`: one report — why and what it says, the buyer's number masked, the dealer with
 * its status, a message report's conversation with the reported message marked, the 견적서 a 견적과 다르게 계약했어요 report took (beside the report from
 * 1024 px, under it on narrower screens), the dealer's recent reviews (the one a 후기 가리기 hid
 * marked) and the steps operators took. The next steps are offered to the roles that manage the
 * market.
 */
export function ReportPage() {
  const reportId = Number(useParams().id);
  const me = useOperatorMe();
  const detail = useAdminReport(reportId);
  const canManage = me.data !== undefined && operatorCan(me.data.role, 'manageMarket');

  if (!detail.isSuccess) {
    return (
      <DetailQueryFallback
        query={detail}
        heading={`신고 #${reportId}`}
        loadingLabel="신고를 불러오는 중"
        errorTitle="신고를 불러오지 못했어요"
        notFound={{
          title: notFoundTitle('report'),
          description: '신고 목록에서 다시 찾아 주세요.',
          action: <Link to={paths.reports()}>신고 목록으로 가기</Link>,
        }}
      />
    );
  }

  const report = detail.data;
  const hiddenReview = report.dealerReviews.find((review) => review.id === report.hiddenReviewId);

  return (
    <PageStack>
      <PageHeader>
        <Heading level={1}>
          <InlineGroup>
            {`신고 #${report.id}`}
            <ReportStatusBadge status={report.status} />
          </InlineGroup>
        </Heading>
        {canManage && <ReportActions report={report} />}
      </PageHeader>
      <Link to={paths.reports()}>신고 목록으로</Link>
      {report.dealDocument ? (
        <SplitLayout
          secondaryWidth="half"
          primary={<FiledReport report={report} />}
          secondary={<AttachedDealDocument document={report.dealDocument} />}
        />
      ) : (
        <FiledReport report={report} />
      )}
      {report.conversation && (
        <PageSection title="신고된 대화">
          <ReportedConversation
            conversation={report.conversation}
            storeName={report.dealer.storeName}
          />
        </PageSection>
      )}
      {hiddenReview && (
        <PageSection title="이 신고로 가린 후기">
          <Quote>
            {hiddenReview.rating}점 · {hiddenReview.review}
          </Quote>
        </PageSection>
      )}
      <PageSection title="처리 기록">
        <AuditTrail
          targetType="report"
          targetId={report.id}
          caption="이 신고의 처리 기록"
          empty="아직 처리 기록이 없어요. 검토를 시작하거나 처리하면 여기에 남아요."
        />
      </PageSection>
      <PageSection title="판매점의 최근 후기">
        {report.dealerReviews.length === 0 ? (
          <Text tone="muted">이 판매점에는 아직 후기가 없어요.</Text>
        ) : (
          <ReviewsTable reviews={report.dealerReviews} />
        )}
      </PageSection>
    </PageStack>
  );
}
