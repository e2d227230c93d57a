import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { categoryNameKo } from '@quotemarket/contract';
import { useSellerProfile } from '@quotemarket/hooks';
import {
  Button,
  DescriptionList,
  ErrorFallback,
  formatNumber,
  formatPhone,
  formatRating,
  Heading,
  PageStack,
  SkeletonList,
  SplitLayout,
  StoreHeader,
  vars,
} from '@quotemarket/ui';
import { publicStorePageUrl } from '../../paths';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

/** `paths.store()`: the store as buyers see it, and the details the store keeps with us. */
export function StorePage() {
  const profile = useSellerProfile();

  let body: ReactNode;
  if (profile.isPending) {
    body = <SkeletonList count={2} label="매장 정보를 불러오는 중" />;
  } else if (profile.isError) {
    body = (
      <ErrorFallback
        title="매장 정보를 불러오지 못했어요."
        description={profile.error.message}
        onRetry={() => void profile.refetch()}
      />
    );
  } else {
    const store = profile.data;
    body = (
      <SplitLayout
        stackOrder="secondaryFirst"
        secondaryWidth="medium"
        secondary={
          <Panel aria-label="구매자에게 보이는 모습">
            {/* The same header, rating and 낙찰 count as the buyers' store page. */}
            <StoreHeader
              headingLevel={2}
              storeName={store.storeName}
              imageSrc={store.imageUrl}
              ownerName={store.firstName}
              averageRating={store.reviewCount > 0 ? store.averageRating : null}
              successfulBidCount={store.successfulBidCount}
            />
            <Button asChild variant="outline">
              <a href={publicStorePageUrl(store.id)}>구매자에게 보이는 매장 페이지 보기</a>
            </Button>
          </Panel>
        }
        primary={
          <Panel aria-labelledby="store-details-heading">
            <Heading level={2} size="md" id="store-details-heading">
              매장 정보
            </Heading>
            <DescriptionList
              layout="grid"
              items={[
                { term: '주소', description: store.address || '등록된 주소가 없어요.' },
                {
                  term: '매장 소개',
                  description: store.introduction || '아직 매장 소개가 없어요.',
                },
                {
                  term: '견적 받는 카테고리',
                  description: store.categories
                    .map((categoryId) => categoryNameKo(categoryId))
                    .filter(Boolean)
                    .join(', '),
                },
                {
                  term: '평균 별점',
                  description:
                    store.reviewCount > 0
                      ? `${formatRating(store.averageRating)}점 (후기 ${formatNumber(store.reviewCount)}개)`
                      : '아직 후기가 없어요.',
                },
                { term: '낙찰 건수', description: `${formatNumber(store.successfulBidCount)}건` },
                { term: '연락처', description: formatPhone(store.phone) },
                { term: '로그인 이메일', description: store.email },
              ]}
            />
          </Panel>
        }
      />
    );
  }

  return (
    <PageStack>
      <Heading level={1}>내 매장</Heading>
      {body}
    </PageStack>
  );
}
