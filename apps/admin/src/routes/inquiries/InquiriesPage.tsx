import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useTable } from '@tanstack/react-table';
import {
  inquiryCategoryLabels,
  inquiryStatuses,
  inquiryStatusLabels,
  operatorCan,
  operatorInquirySorting,
  type EndpointQuery,
  type InquiryStatus,
  type ListOrder,
  type ListSorting,
  type listOperatorInquiries,
  type OperatorInquiry,
} from '@quotemarket/contract';
import { useOperatorInquiries, useOperatorMe } from '@quotemarket/hooks';
import { formatDateTime, Heading, PageStack, Tabs, Text } from '@quotemarket/ui';
import {
  ConsoleTable,
  consoleColumns,
  consoleTableFeatures,
  serverSorting,
} from '../../shared/consoleTable';
import { listOrderSearch, readListOrder } from '../../shared/listOrderSearch';
import { PagedListView } from '../../shared/PagedListView';
import { AnswerInquiryDialog } from './AnswerInquiryDialog';
import { Nowrap } from '../../shared/pageLayout';

/** A message keeps its line breaks, and a long word (a URL) breaks rather than widening the table. */
const Message = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

type InquirySortColumn = NonNullable<EndpointQuery<typeof listOperatorInquiries>['sort']>;
type InquirySearch = { status: InquiryStatus; order: ListOrder<InquirySortColumn>; page: number };

/** A tab's sorting: each tab has its own columns and its own order. */
const sortingOf = (status: InquiryStatus): ListSorting<InquirySortColumn> =>
  operatorInquirySorting[status];

function readInquirySearch(params: URLSearchParams): InquirySearch {
  const page = Number(params.get('page'));
  const status = params.get('status') === 'answered' ? 'answered' : 'received';
  return {
    status,
    order: readListOrder(sortingOf(status), params),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function writeInquirySearch({ status, order, page }: InquirySearch) {
  const params = new URLSearchParams(listOrderSearch(sortingOf(status), order));
  if (status !== 'received') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

const column = consoleColumns<OperatorInquiry>();

/**
 * A tab's columns: what waits has the answer action (for who may answer), what is done has who
 * answered when and what, ordered by that time.
 */
function inquiryColumns(waiting: boolean, canAnswer: boolean) {
  return column.columns([
    column.accessor('createdAt', {
      header: '접수 시각 (KST)',
      sortDescFirst: true,
      cell: ({ getValue }) => <Nowrap>{formatDateTime(getValue())}</Nowrap>,
    }),
    column.accessor('category', {
      header: '유형',
      enableSorting: false,
      cell: ({ getValue }) => <Nowrap>{inquiryCategoryLabels[getValue()]}</Nowrap>,
    }),
    column.accessor('message', {
      header: '내용',
      enableSorting: false,
      cell: ({ getValue }) => <Message>{getValue()}</Message>,
    }),
    column.accessor('replyEmail', { header: '답변 받을 이메일', enableSorting: false }),
    waiting
      ? column.display({
          id: 'answer',
          header: '작업',
          cell: ({ row }) => (canAnswer ? <AnswerInquiryDialog inquiry={row.original} /> : '—'),
        })
      : column.accessor('answeredAt', {
          header: '답변',
          sortDescFirst: true,
          cell: ({ row: { original: inquiry } }) => (
            <>
              <Text as="span" size="sm">
                {inquiry.answeredBy?.name ?? '—'} ·{' '}
                {inquiry.answeredAt ? formatDateTime(inquiry.answeredAt) : '—'}
              </Text>
              {inquiry.answerNote && <Message>{inquiry.answerNote}</Message>}
            </>
          ),
        }),
  ]);
}

/**
 * `paths.inquiries()`: the 1:1 문의 queue by status, ordered by a column's header (the waiting
 * ones oldest first, the answered ones latest answer first at the start) and paged by the server.
 * Replies go by e-mail; here an operator records that one was sent, and what it said.
 */
export function InquiriesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = readInquirySearch(searchParams);
  const { status, order, page } = applied;
  const me = useOperatorMe();
  const inquiries = useOperatorInquiries(status, { page, order });
  const canAnswer = me.data !== undefined && operatorCan(me.data.role, 'manageMarket');
  const waiting = status === 'received';
  const show = (next: InquirySearch) => setSearchParams(writeInquirySearch(next));
  const columns = useMemo(() => inquiryColumns(waiting, canAnswer), [waiting, canAnswer]);
  const table = useTable({
    features: consoleTableFeatures,
    columns,
    data: inquiries.data?.list ?? [],
    getRowId: (inquiry) => String(inquiry.id),
    ...serverSorting(order, sortingOf(status).columns, (next) =>
      show({ ...applied, order: next, page: 1 }),
    ),
  });

  const list = (
    <PagedListView
      query={inquiries}
      loadingLabel="문의를 불러오는 중"
      errorTitle="문의를 불러오지 못했어요"
      empty={{
        title: waiting ? '답변을 기다리는 문의가 없어요' : '답변한 문의가 없어요',
        description: waiting
          ? '새 문의가 들어오면 여기에 보여요.'
          : '답변 완료로 표시한 문의가 여기에 보여요.',
      }}
      countUnit="건"
      page={page}
      pageLabel="문의 페이지"
      onPageChange={(next) => show({ ...applied, page: next })}
    >
      {(_list, busy) => (
        <ConsoleTable table={table} caption={`${inquiryStatusLabels[status]} 문의`} busy={busy} />
      )}
    </PagedListView>
  );

  return (
    <PageStack>
      <Heading level={1}>1:1 문의</Heading>
      <Tabs
        value={status}
        onValueChange={(next) => {
          // Another tab opens in its own order: the columns it sorts by are its own.
          const tab = next as InquiryStatus;
          show({ status: tab, order: sortingOf(tab).fallback, page: 1 });
        }}
      >
        <Tabs.List aria-label="문의 상태">
          {inquiryStatuses.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {inquiryStatusLabels[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {inquiryStatuses.map((value) => (
          <Tabs.Content key={value} value={value}>
            {value === status && list}
          </Tabs.Content>
        ))}
      </Tabs>
    </PageStack>
  );
}
