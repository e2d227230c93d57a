import { formatWon, Text } from '@quotemarket/ui';
import { HomeCard, HomeCards, HomeCardTitle } from './HomeCards';
import { comparisonLine, comparisonNameLength, cut } from './homeRules';
import { HomeSection } from './HomeSection';
import type { HomePageModel } from './useHomePage';

/** The latest quote requests and the best of the quotes each has received. */
export function HomeRealtimeComparisons({
  comparisons,
}: {
  comparisons: HomePageModel['comparisons'];
}) {
  const data = comparisons.data ?? [];
  return (
    <HomeSection
      id="home-realtime"
      title="실시간 견적 비교"
      query={comparisons}
      isEmpty={data.length === 0}
      emptyText="아직 비교할 견적이 없어요."
      errorText="실시간 견적을 불러오지 못했어요."
      loadingText="실시간 견적을 불러오는 중이에요"
    >
      <HomeCards aria-label="최근 견적 요청">
        {data.map((item, index) => {
          const line = comparisonLine(item, formatWon);
          return (
            <HomeCard key={`${index}-${item.product.productName}`}>
              <Text size="sm" tone="subtle">
                {cut(item.name, comparisonNameLength)}님의 견적 요청
              </Text>
              <HomeCardTitle>{item.product.productName}</HomeCardTitle>
              <Text size="sm" tone="subtle">
                {line ?? '견적을 기다리고 있어요'}
              </Text>
            </HomeCard>
          );
        })}
      </HomeCards>
    </HomeSection>
  );
}
