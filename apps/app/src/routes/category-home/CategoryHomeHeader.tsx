import { styled } from 'styled-components';
import { showsConnectedBuyers } from '@quotemarket/contract';
import { useConnectedBuyers, useQuotesReceivedToday } from '@quotemarket/hooks';
import { Banner, CategoryChips, StatCounter, vars } from '@quotemarket/ui';
import { useLogError, type CategoryHomePageModel } from './useCategoryHomePage';

const Counters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(0, 1fr));
  gap: ${vars.space[2]};
`;

interface CategoryHomeHeaderProps {
  categoryId: number;
  displayName: string;
  header: CategoryHomePageModel['header'];
}

/**
 * The live counters, polled on their own: they ask for their answers here rather than in the
 * page's hook, so each new count renders these two figures and not the whole page and its list.
 */
function CategoryHomeCounters({ categoryId }: { categoryId: number }) {
  const connected = useConnectedBuyers();
  const quotesToday = useQuotesReceivedToday(categoryId);
  useLogError(connected.error, '접속자 수');
  useLogError(quotesToday.error, '오늘 견적 요청 수');
  return (
    <Counters aria-label="실시간 현황" role="region">
      {/* A handful online reads as an empty shop; the counter waits for a crowd. */}
      {showsConnectedBuyers(connected.data) && (
        <StatCounter label="지금 접속 중" unit="명" value={connected.data} loading={false} />
      )}
      <StatCounter
        label="오늘 견적 요청"
        unit="건"
        value={quotesToday.data}
        loading={quotesToday.isPending}
      />
    </Counters>
  );
}

/** The category's banner, the chips to change category and the live counters. */
export function CategoryHomeHeader({ categoryId, displayName, header }: CategoryHomeHeaderProps) {
  return (
    <>
      <Banner
        title={`${displayName} 최저가 견적`}
        imageSrc={header.imageSrc}
        description="여러 판매점의 견적을 한 번에 받아 보고 가장 좋은 조건을 고르세요."
      />

      <CategoryChips
        label="카테고리 선택"
        categories={header.chips}
        selectedId={categoryId}
        onSelect={header.selectCategory}
      />

      <CategoryHomeCounters categoryId={categoryId} />
    </>
  );
}
