import {
  marketPriceAmount,
  marketPriceBasis,
  marketPriceGatheringText,
  marketPriceTitle,
  marketPriceWindowDays,
  type MarketPrice,
} from '@quotemarket/contract';
import { KeyValueList, MutedText, PageSection, Text } from '@quotemarket/ui';

/** One market price to show, labelled by its variant ('256GB · SKT · 번호이동') when it has one. */
export interface MarketPriceRow {
  label: string | null;
  price: MarketPrice;
}

export interface MarketPriceSectionProps {
  /** One row per variant with enough deals; none says the deals are still gathering. */
  rows: readonly MarketPriceRow[] | undefined;
  /** How the quote on screen stands against it ('실거래 중간값보다 32,000원 저렴해요'). */
  comparison?: string | undefined;
}

/**
 * '실거래 중간값': the median all-in cost of the deals buyers selected lately, or '거래가 쌓이면
 * 보여드려요' while there are too few to show without revealing a single deal. Nothing while the
 * rows load (or failed to): the section says no wrong thing.
 */
export function MarketPriceSection({ rows, comparison }: MarketPriceSectionProps) {
  if (!rows) return null;
  return (
    <PageSection title={marketPriceTitle} data-part="market-price">
      {rows.length === 0 ? (
        <MutedText>{marketPriceGatheringText}</MutedText>
      ) : (
        <>
          <MutedText>
            최근 {marketPriceWindowDays}일 동안 구매자가 선택한 견적의 총 비용 중간값이에요.
          </MutedText>
          <KeyValueList
            items={rows.map(({ label, price }, index) => ({
              key: label ?? index,
              label: label ?? '총 비용 중간값',
              value: marketPriceAmount(price.medianAllInCost),
              note: marketPriceBasis(price.dealCount),
            }))}
          />
          {comparison ? <Text data-part="comparison">{comparison}</Text> : null}
        </>
      )}
    </PageSection>
  );
}
