import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { mainCategoryIds, type MainCategoryId } from '@quotemarket/contract';
import {
  ChatLayout,
  EmptyState,
  ErrorFallback,
  PageStack,
  ProgressBar,
  RequestProductBanner,
  SkeletonList,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { BiddingAnswers } from './BiddingAnswers';
import { BiddingConversation } from './BiddingConversation';
import { BiddingDialogs } from './BiddingDialogs';
import { parseItemId } from './biddingEntry';
import { useBiddingPage } from './useBiddingPage';

export interface BiddingPageProps {
  categoryId: MainCategoryId;
}

/** A quote wizard (`paths.biddingPage`): the category comes from the route table, the product from `:itemId`. */
export function BiddingPage({ categoryId }: BiddingPageProps) {
  const params = useParams();
  const itemId = parseItemId(params.itemId, categoryId);
  if (itemId === null) {
    return (
      <PageStack>
        <ErrorFallback
          title="견적 요청을 열 수 없어요"
          description="상품을 다시 골라 주세요."
          homeHref={paths.home()}
        />
      </PageStack>
    );
  }
  // A new product is a new conversation.
  return <Wizard key={itemId} categoryId={categoryId} itemId={itemId} />;
}

function Wizard({ categoryId, itemId }: { categoryId: MainCategoryId; itemId: number }) {
  const page = useBiddingPage(categoryId, itemId);

  if (page.isLoading) {
    return (
      <PageStack>
        <SkeletonList count={4} label="질문을 불러오는 중" />
      </PageStack>
    );
  }
  if (page.loadError) {
    return (
      <PageStack>
        <ErrorFallback
          title="질문을 불러오지 못했어요"
          onRetry={page.retry}
          homeHref={page.categoryHome}
          homeLabel="카테고리 홈으로"
        />
      </PageStack>
    );
  }
  if (!page.hasQuestions) {
    return (
      <PageStack>
        <EmptyState
          title="아직 견적을 요청할 수 없어요"
          description="이 카테고리의 질문을 준비하고 있어요. 잠시 후 다시 찾아 주세요."
        />
      </PageStack>
    );
  }

  const { banner } = page;
  return (
    <>
      <ChatLayout
        data-page="bidding"
        footerLabel="답변"
        top={
          <>
            <ProgressBar value={page.progressPercent} showValue label="견적 요청 진행률" />
            <RequestProductBanner
              name={banner.name}
              brand={banner.brand}
              imageSrc={banner.imageSrc}
              hideImage={banner.hideImage}
              color={banner.color}
              options={banner.options}
              note={banner.note}
            />
          </>
        }
        footer={<BiddingAnswers page={page} />}
      >
        <BiddingConversation page={page} />
      </ChatLayout>
      <BiddingDialogs page={page} />
    </>
  );
}

function PhoneBiddingPage() {
  return <BiddingPage categoryId={mainCategoryIds.phone} />;
}
function InternetBiddingPage() {
  return <BiddingPage categoryId={mainCategoryIds.internet} />;
}
function WaterPurifierBiddingPage() {
  return <BiddingPage categoryId={mainCategoryIds.waterPurifier} />;
}
function HomeAppliancesBiddingPage() {
  return <BiddingPage categoryId={mainCategoryIds.homeAppliances} />;
}
function HealthBiddingPage() {
  return <BiddingPage categoryId={mainCategoryIds.health} />;
}

/** The five wizards, by main category (the route table picks one per wizard path). */
export const biddingPages: Record<MainCategoryId, ComponentType> = {
  [mainCategoryIds.phone]: PhoneBiddingPage,
  [mainCategoryIds.internet]: InternetBiddingPage,
  [mainCategoryIds.waterPurifier]: WaterPurifierBiddingPage,
  [mainCategoryIds.homeAppliances]: HomeAppliancesBiddingPage,
  [mainCategoryIds.health]: HealthBiddingPage,
};

export { biddingPageEntry } from './biddingPageEntry';
