import { Link, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  consentTermDetails,
  marketBidStatusLabels,
  marketRequestEventLabels,
  notFoundTitle,
  operatorCan,
  type MarketRequestDetail,
} from '@quotemarket/contract';
import { useCloseMarketRequest, useMarketRequest, useOperatorMe } from '@quotemarket/hooks';
import {
  DescriptionList,
  EmptyState,
  formatDateTime,
  formatWon,
  Heading,
  PageSection,
  PageStack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Text,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { DetailQueryFallback } from '../../shared/DetailQueryFallback';
import { CloseRequestDialog } from './CloseRequestDialog';
import { RequestStateBadge } from './RequestStateBadge';
import { RevealContactDialog } from './RevealContactDialog';
import { InlineGroup, PageHeader } from '../../shared/pageLayout';

const Timeline = styled.ol`
  margin: 0;
  padding-inline-start: ${vars.space[5]};
  display: grid;
  gap: ${vars.space[2]};
`;

const orNone = (value: string | null) => (value ? formatDateTime(value) : '—');

function BidsTable({ bids }: { bids: MarketRequestDetail['bids'] }) {
  if (bids.length === 0) {
    return (
      <EmptyState
        title="아직 받은 견적이 없어요"
        description="판매점이 견적을 보내면 여기에 보여요."
      />
    );
  }
  return (
    <Table caption="받은 견적 (총 비용이 낮은 순)" density="compact">
      <TableHead>
        <TableRow>
          <TableHeaderCell>판매점</TableHeaderCell>
          <TableHeaderCell align="end">총 비용</TableHeaderCell>
          <TableHeaderCell align="end">기간</TableHeaderCell>
          <TableHeaderCell>상태</TableHeaderCell>
          <TableHeaderCell>보낸 시각 (KST)</TableHeaderCell>
          <TableHeaderCell>철회 시각</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {bids.map((bid) => (
          <TableRow key={bid.id}>
            <TableCell>{bid.storeName}</TableCell>
            <TableCell align="end">{formatWon(bid.allInCost)}</TableCell>
            <TableCell align="end">{bid.allInMonths}개월</TableCell>
            <TableCell>{marketBidStatusLabels[bid.status]}</TableCell>
            <TableCell>{formatDateTime(bid.submittedAt)}</TableCell>
            <TableCell>{orNone(bid.withdrawnAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ConsentsTable({ consents }: { consents: MarketRequestDetail['consents'] }) {
  if (consents.length === 0) {
    return (
      <EmptyState
        title="남은 약관 동의가 없어요"
        description="구매자가 동의한 약관이 여기에 보여요."
      />
    );
  }
  return (
    <Table caption="구매자의 약관 동의" density="compact">
      <TableHead>
        <TableRow>
          <TableHeaderCell>약관</TableHeaderCell>
          <TableHeaderCell>버전</TableHeaderCell>
          <TableHeaderCell>동의 시각 (KST)</TableHeaderCell>
          <TableHeaderCell>철회 시각</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {consents.map((consent) => (
          <TableRow key={`${consent.term}-${consent.agreedAt}`}>
            <TableCell>{consentTermDetails[consent.term].label}</TableCell>
            <TableCell>{consent.version}</TableCell>
            <TableCell>{formatDateTime(consent.agreedAt)}</TableCell>
            <TableCell>{orNone(consent.withdrawnAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * `paths.request(id)`: one request as the market saw it, the buyer's number masked. Opening the
 * number (a reason, recorded) and closing the request (a reason, confirmed) are offered to the
 * roles that may; 조회 전용 sees neither.
 */
export function RequestDetailPage() {
  const quotationId = Number(useParams().id);
  const me = useOperatorMe();
  const detail = useMarketRequest(quotationId);
  const close = useCloseMarketRequest();
  const role = me.data?.role;

  if (!detail.isSuccess) {
    return (
      <DetailQueryFallback
        query={detail}
        heading={`요청 #${quotationId}`}
        loadingLabel="견적 요청을 불러오는 중"
        errorTitle="견적 요청을 불러오지 못했어요"
        notFound={{
          title: notFoundTitle('quotation'),
          description: '요청 번호를 다시 확인해 주세요.',
          action: <Link to={paths.requests()}>견적 요청 찾기로 가기</Link>,
        }}
      />
    );
  }

  const { request, buyer, bids, selection, consents, events } = detail.data;
  const canReveal = role !== undefined && operatorCan(role, 'revealContact');
  const canClose =
    role !== undefined && operatorCan(role, 'manageMarket') && (request.isOpen || close.isSuccess);

  return (
    <PageStack>
      <PageHeader>
        <Heading level={1}>
          <InlineGroup>
            {`요청 #${request.id}`}
            <RequestStateBadge request={request} />
          </InlineGroup>
        </Heading>
        {canClose && <CloseRequestDialog quotationId={request.id} close={close} />}
      </PageHeader>
      <Link to={paths.requests()}>견적 요청 목록으로</Link>
      <DescriptionList
        layout="grid"
        items={[
          { term: '상품', description: `${request.productName} (${request.categoryName})` },
          { term: '요청 시각', description: orNone(request.submittedAt) },
          { term: '마감 시각', description: orNone(request.deadlineAt) },
          {
            term: '구매자',
            description: `${buyer.name}${buyer.withdrawn ? ' (탈퇴한 회원)' : ''}`,
          },
          {
            term: '구매자 휴대폰 번호',
            description: (
              <InlineGroup>
                {buyer.phone || '없음'}
                {canReveal && buyer.phone && <RevealContactDialog quotationId={request.id} />}
              </InlineGroup>
            ),
          },
        ]}
      />
      <PageSection title="받은 견적">
        <BidsTable bids={bids} />
      </PageSection>
      <PageSection title="구매 신청">
        {selection ? (
          <DescriptionList
            items={[
              { term: '고른 판매점', description: selection.storeName },
              { term: '신청 시각', description: formatDateTime(selection.createdAt) },
              {
                term: '연락처 제공 동의',
                description: selection.consentVersion
                  ? `${selection.consentVersion} (${orNone(selection.consentedAt)})`
                  : '기록 없음',
              },
              { term: '적용 약관 버전', description: selection.termsVersion ?? '기록 없음' },
            ]}
          />
        ) : (
          <Text tone="muted">아직 구매 신청이 없어요.</Text>
        )}
      </PageSection>
      <PageSection title="약관 동의">
        <ConsentsTable consents={consents} />
      </PageSection>
      <PageSection title="지나온 일">
        <Timeline>
          {events.map((event, index) => (
            // The timeline is fixed once read; its order is its identity.
            <li key={index}>
              <Text as="span" size="sm" tone="muted">
                {formatDateTime(event.at)}
              </Text>{' '}
              {marketRequestEventLabels[event.kind]}
              {event.detail && ` · ${event.detail}`}
            </li>
          ))}
        </Timeline>
      </PageSection>
    </PageStack>
  );
}
