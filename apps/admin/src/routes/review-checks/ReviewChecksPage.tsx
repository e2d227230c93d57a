import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  operatorCan,
  reviewCheckStatuses,
  reviewCheckStatusLabels,
  type ReviewCheck,
  type ReviewCheckStatus,
} from '@quotemarket/contract';
import { useOperatorMe, useReviewChecks } from '@quotemarket/hooks';
import {
  Badge,
  formatDateTime,
  PageStack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Text,
  vars,
  type BadgeTone,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { PagedListView } from '../../shared/PagedListView';
import { StatusQueueHeader } from '../../shared/StatusQueueHeader';
import { useStatusQueueSearch } from '../../shared/useStatusQueueSearch';
import { ReviewCheckDecisionDialog } from './ReviewCheckDecisionDialog';
import { Nowrap } from '../../shared/pageLayout';

const Decisions = styled.div`
  display: flex;
  gap: ${vars.space[2]};
`;

const statusTones: Record<ReviewCheckStatus, BadgeTone> = {
  PENDING: 'warning',
  KEPT: 'success',
  HIDDEN: 'neutral',
};

function Decision({ check, canDecide }: { check: ReviewCheck; canDecide: boolean }) {
  if (check.status === 'PENDING') {
    return canDecide ? (
      <Decisions>
        <ReviewCheckDecisionDialog check={check} decision="KEEP" />
        <ReviewCheckDecisionDialog check={check} decision="HIDE" />
      </Decisions>
    ) : (
      <Badge tone={statusTones.PENDING}>{reviewCheckStatusLabels.PENDING}</Badge>
    );
  }
  return (
    <>
      <Badge tone={statusTones[check.status]}>{reviewCheckStatusLabels[check.status]}</Badge>
      {check.operatorNote && (
        <Text size="sm" tone="muted">
          {check.operatorNote}
        </Text>
      )}
    </>
  );
}

/**
 * `paths.reviewChecks()`: reviews dealers asked operators to check, 검토 대기 first (the default
 * filter, oldest first), with the review, its rating and the dealer's reason. A review stays
 * public until an operator decides 유지 or 가림; 조회 전용 sees the queue without the decisions.
 */
export function ReviewChecksPage() {
  const search = useStatusQueueSearch(reviewCheckStatuses, 'PENDING');
  const { status, page, show } = search;
  const checks = useReviewChecks(status, { page });
  const me = useOperatorMe();
  const canDecide = me.data !== undefined && operatorCan(me.data.role, 'manageMarket');

  return (
    <PageStack>
      <StatusQueueHeader
        title="후기 검토"
        statuses={reviewCheckStatuses}
        labels={reviewCheckStatusLabels}
        search={search}
      />
      <PagedListView
        query={checks}
        loadingLabel="후기 검토 요청을 불러오는 중"
        loadingRows={4}
        errorTitle="후기 검토 요청을 불러오지 못했어요"
        empty={{
          title: status
            ? `${reviewCheckStatusLabels[status]} 상태인 요청이 없어요`
            : '아직 후기 검토 요청이 없어요',
          description: '판매점이 후기 검토를 요청하면 여기에 보여요.',
        }}
        countUnit="건"
        page={page}
        pageLabel="후기 검토 요청 페이지"
        onPageChange={(next) => show({ status, page: next })}
      >
        {(list, busy) => (
          <Table
            caption="후기 검토 요청 (오래된 요청부터)"
            hideCaption
            density="compact"
            aria-busy={busy}
          >
            <TableHead>
              <TableRow>
                <TableHeaderCell>판매점</TableHeaderCell>
                <TableHeaderCell>후기</TableHeaderCell>
                <TableHeaderCell>요청 사유</TableHeaderCell>
                <TableHeaderCell>요청 시각 (KST)</TableHeaderCell>
                <TableHeaderCell>결정</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((check) => (
                <TableRow key={check.id}>
                  <TableCell>
                    <Link to={paths.dealer(check.dealer.id)}>{check.dealer.storeName}</Link>
                  </TableCell>
                  <TableCell>
                    <Text size="sm" tone="subtle">
                      {check.review.rating}점
                      {check.review.productName && ` · ${check.review.productName}`}
                    </Text>
                    <Text>{check.review.review}</Text>
                  </TableCell>
                  <TableCell>{check.reason}</TableCell>
                  <TableCell>
                    <Nowrap>{formatDateTime(check.createdAt)}</Nowrap>
                  </TableCell>
                  <TableCell>
                    <Decision check={check} canDecide={canDecide} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </PagedListView>
    </PageStack>
  );
}
