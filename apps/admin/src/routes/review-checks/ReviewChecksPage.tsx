import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useTable } from '@tanstack/react-table';
import {
  operatorCan,
  reviewCheckSorting,
  reviewCheckStatuses,
  reviewCheckStatusLabels,
  type ReviewCheck,
  type ReviewCheckStatus,
} from '@quotemarket/contract';
import { useOperatorMe, useReviewChecks } from '@quotemarket/hooks';
import { Badge, formatDateTime, PageStack, Text, vars, type BadgeTone } from '@quotemarket/ui';
import { paths } from '../../paths';
import {
  ConsoleTable,
  consoleColumns,
  consoleTableFeatures,
  serverSorting,
} from '../../shared/consoleTable';
import { PagedListView } from '../../shared/PagedListView';
import { StatusQueueHeader } from '../../shared/StatusQueueHeader';
import { useListOrderSearch } from '../../shared/useListOrderSearch';
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

type CheckSortColumn = (typeof reviewCheckSorting.columns)[number];

const column = consoleColumns<ReviewCheck>();

/** The queue's columns; the decision's depends on whether the operator may decide. */
function checkColumns(canDecide: boolean) {
  return column.columns([
    column.accessor((check) => check.dealer.storeName, {
      id: 'storeName' satisfies CheckSortColumn,
      header: '판매점',
      cell: ({ row }) => (
        <Link to={paths.dealer(row.original.dealer.id)}>{row.original.dealer.storeName}</Link>
      ),
    }),
    column.accessor((check) => check.review.rating, {
      id: 'rating' satisfies CheckSortColumn,
      header: '별점·후기',
      sortDescFirst: true,
      cell: ({ row: { original: check } }) => (
        <>
          <Text size="sm" tone="subtle">
            {check.review.rating}점{check.review.productName && ` · ${check.review.productName}`}
          </Text>
          <Text>{check.review.review}</Text>
        </>
      ),
    }),
    column.accessor('reason', { header: '요청 사유', enableSorting: false }),
    column.accessor('createdAt', {
      header: '요청 시각 (KST)',
      sortDescFirst: true,
      cell: ({ getValue }) => <Nowrap>{formatDateTime(getValue())}</Nowrap>,
    }),
    column.display({
      id: 'decision',
      header: '결정',
      cell: ({ row }) => <Decision check={row.original} canDecide={canDecide} />,
    }),
  ]);
}

/**
 * `paths.reviewChecks()`: reviews dealers asked operators to check, 검토 대기 first (the default
 * filter), with the review, its rating and the dealer's reason, ordered by a column's header (the
 * oldest request first at the start). A review stays public until an operator decides 유지 or
 * 가림; 조회 전용 sees the queue without the decisions.
 */
export function ReviewChecksPage() {
  const search = useStatusQueueSearch(reviewCheckStatuses, 'PENDING');
  const { status, page, show } = search;
  const sorted = useListOrderSearch(reviewCheckSorting);
  const checks = useReviewChecks(status, { page, order: sorted.order });
  const me = useOperatorMe();
  const canDecide = me.data !== undefined && operatorCan(me.data.role, 'manageMarket');
  const columns = useMemo(() => checkColumns(canDecide), [canDecide]);
  const table = useTable({
    features: consoleTableFeatures,
    columns,
    data: checks.data?.list ?? [],
    getRowId: (check) => String(check.id),
    ...serverSorting(sorted.order, reviewCheckSorting.columns, sorted.show),
  });

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
        {(_list, busy) => <ConsoleTable table={table} caption="후기 검토 요청" busy={busy} />}
      </PagedListView>
    </PageStack>
  );
}
