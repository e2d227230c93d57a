import { Link, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { notFoundTitle, operatorCan } from '@quotemarket/contract';
import { useAdminDealer, useOperatorMe } from '@quotemarket/hooks';
import {
  DescriptionList,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  formatRating,
  Heading,
  PageSection,
  PageStack,
  Text,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { DetailQueryFallback } from '../../shared/DetailQueryFallback';
import { AuditTrail } from '../audit/AuditTrail';
import { ReportsTable } from '../reports/ReportsTable';
import { DealerStatusBadge } from './DealerStatusBadge';
import { DealerStatusDialog } from './DealerStatusDialog';
import { ReviewsTable } from './ReviewsTable';
import { InlineGroup, PageHeader } from '../../shared/pageLayout';

const Suspension = styled.div`
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.dangerSubtle};
`;

/**
 * `paths.dealer(id)`: one dealer as the operators judge it — profile with its 사업자등록번호 and
 * 사업자 확인 date, bids, win rate and quotes withdrawn by a suspension, reviews
 * (hidden ones too), reports against it and what operators did to it. 이용 정지 and its lifting
 * are offered to the roles that manage the market; 조회 전용 sees neither.
 */
export function DealerPage() {
  const dealerId = Number(useParams().id);
  const me = useOperatorMe();
  const detail = useAdminDealer(dealerId);
  const canManage = me.data !== undefined && operatorCan(me.data.role, 'manageMarket');

  if (!detail.isSuccess) {
    return (
      <DetailQueryFallback
        query={detail}
        heading="판매점"
        loadingLabel="판매점을 불러오는 중"
        errorTitle="판매점을 불러오지 못했어요"
        notFound={{
          title: notFoundTitle('dealer'),
          description: '판매점 목록에서 다시 찾아 주세요.',
          action: <Link to={paths.dealers()}>판매점 목록으로 가기</Link>,
        }}
      />
    );
  }

  const dealer = detail.data;
  const rating = formatRating(dealer.reviewCount > 0 ? dealer.averageRating : null);

  return (
    <PageStack>
      <PageHeader>
        <Heading level={1}>
          <InlineGroup>
            {dealer.storeName}
            <DealerStatusBadge status={dealer.status} />
          </InlineGroup>
        </Heading>
        {canManage && <DealerStatusDialog dealer={dealer} />}
      </PageHeader>
      <Link to={paths.dealers()}>판매점 목록으로</Link>
      {dealer.suspension && (
        <Suspension>
          <Text>{formatDateTime(dealer.suspension.at)}부터 이용 정지 중이에요.</Text>
          <Text size="sm">사유: {dealer.suspension.reason}</Text>
        </Suspension>
      )}
      <PageSection title="판매점 정보">
        <DescriptionList
          layout="grid"
          items={[
            { term: '대표자', description: dealer.representative },
            { term: '이메일', description: dealer.email },
            { term: '대표 번호', description: formatPhone(dealer.phone) },
            { term: '주소', description: dealer.address },
            {
              term: '사업자등록번호',
              description: dealer.businessRegistrationNumber ?? '없음 (입점 신청 없이 가입)',
            },
            {
              term: '사업자 확인',
              description: dealer.businessVerifiedAt
                ? formatDate(dealer.businessVerifiedAt)
                : '아직 확인 전',
            },
            {
              term: '카테고리',
              description: dealer.categories.map((category) => category.name).join(', ') || '없음',
            },
            { term: '가입일', description: formatDate(dealer.createdAt) },
            { term: '소개', description: dealer.introduction || '없음' },
          ]}
        />
      </PageSection>
      <PageSection title="견적과 후기">
        <DescriptionList
          layout="grid"
          items={[
            { term: '보낸 견적', description: `${formatNumber(dealer.bids.total)}개` },
            { term: '낙찰', description: `${formatNumber(dealer.bids.won)}개` },
            { term: '낙찰률', description: `${Math.round(dealer.bids.winRate * 100)}%` },
            {
              term: '판매점 사정으로 철회된 견적',
              description: `${formatNumber(dealer.bids.withdrawnForStore)}개`,
            },
            {
              term: '평균 별점',
              description: rating
                ? `${rating}점 (후기 ${formatNumber(dealer.reviewCount)}개)`
                : '아직 후기가 없어요',
            },
            { term: '가려진 후기', description: `${formatNumber(dealer.hiddenReviewCount)}개` },
          ]}
        />
      </PageSection>
      <PageSection title="최근 후기">
        {dealer.reviews.length === 0 ? (
          <Text tone="muted">아직 후기가 없어요.</Text>
        ) : (
          <ReviewsTable reviews={dealer.reviews} />
        )}
      </PageSection>
      <PageSection title="이 판매점에 대한 신고">
        {dealer.reports.length === 0 ? (
          <Text tone="muted">받은 신고가 없어요.</Text>
        ) : (
          <ReportsTable
            reports={dealer.reports}
            caption="이 판매점에 대한 최근 신고"
            withDealer={false}
          />
        )}
      </PageSection>
      <PageSection title="운영 기록">
        <AuditTrail
          targetType="dealer"
          targetId={dealer.id}
          caption="이 판매점의 운영 기록"
          empty="아직 운영 기록이 없어요. 경고나 이용 정지를 하면 여기에 남아요."
        />
      </PageSection>
    </PageStack>
  );
}
