import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  inquiryCategoryLabels,
  inquiryStatuses,
  inquiryStatusLabels,
  operatorCan,
  type InquiryStatus,
} from '@quotemarket/contract';
import { useOperatorInquiries, useOperatorMe } from '@quotemarket/hooks';
import {
  formatDateTime,
  Heading,
  PageStack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Tabs,
  Text,
} from '@quotemarket/ui';
import { PagedListView } from '../../shared/PagedListView';
import { AnswerInquiryDialog } from './AnswerInquiryDialog';
import { Nowrap } from '../../shared/pageLayout';

/** A message keeps its line breaks, and a long word (a URL) breaks rather than widening the table. */
const Message = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function readInquirySearch(params: URLSearchParams): { status: InquiryStatus; page: number } {
  const page = Number(params.get('page'));
  return {
    status: params.get('status') === 'answered' ? 'answered' : 'received',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function writeInquirySearch({ status, page }: { status: InquiryStatus; page: number }) {
  const params = new URLSearchParams();
  if (status !== 'received') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * `paths.inquiries()`: the 1:1 문의 queue by status, paged by the server; the waiting ones oldest
 * first. Replies go by e-mail; here an operator records that one was sent, and what it said.
 */
export function InquiriesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { status, page } = readInquirySearch(searchParams);
  const me = useOperatorMe();
  const inquiries = useOperatorInquiries(status, { page });
  const canAnswer = me.data !== undefined && operatorCan(me.data.role, 'manageMarket');
  const waiting = status === 'received';

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
      onPageChange={(next) => setSearchParams(writeInquirySearch({ status, page: next }))}
    >
      {(inquiryList, busy) => (
        <Table
          caption={`${inquiryStatusLabels[status]} 문의`}
          hideCaption
          density="compact"
          aria-busy={busy}
        >
          <TableHead>
            <TableRow>
              <TableHeaderCell>접수 시각 (KST)</TableHeaderCell>
              <TableHeaderCell>유형</TableHeaderCell>
              <TableHeaderCell>내용</TableHeaderCell>
              <TableHeaderCell>답변 받을 이메일</TableHeaderCell>
              <TableHeaderCell>{waiting ? '작업' : '답변'}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {inquiryList.map((inquiry) => (
              <TableRow key={inquiry.id}>
                <TableCell>
                  <Nowrap>{formatDateTime(inquiry.createdAt)}</Nowrap>
                </TableCell>
                <TableCell>
                  <Nowrap>{inquiryCategoryLabels[inquiry.category]}</Nowrap>
                </TableCell>
                <TableCell>
                  <Message>{inquiry.message}</Message>
                </TableCell>
                <TableCell>{inquiry.replyEmail}</TableCell>
                <TableCell>
                  {waiting ? (
                    canAnswer ? (
                      <AnswerInquiryDialog inquiry={inquiry} />
                    ) : (
                      '—'
                    )
                  ) : (
                    <>
                      <Text as="span" size="sm">
                        {inquiry.answeredBy?.name ?? '—'} ·{' '}
                        {inquiry.answeredAt ? formatDateTime(inquiry.answeredAt) : '—'}
                      </Text>
                      {inquiry.answerNote && <Message>{inquiry.answerNote}</Message>}
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </PagedListView>
  );

  return (
    <PageStack>
      <Heading level={1}>1:1 문의</Heading>
      <Tabs
        value={status}
        onValueChange={(next) =>
          setSearchParams(writeInquirySearch({ status: next as InquiryStatus, page: 1 }))
        }
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
