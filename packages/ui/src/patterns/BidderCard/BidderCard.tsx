import { useId, type HTMLAttributes, type Ref } from 'react';
import { Button } from '../../primitives/Button/Button';
import { KeyValueList, type KeyValueItem } from '../PriceBreakdown/PriceBreakdown';
import { quoteFigures, type QuoteAmounts, type QuoteKind } from '../QuoteCard/quoteFigures';
import { SellerCard } from '../SellerCard/SellerCard';
import { StyledBidderActions, StyledBidderCard, StyledBidderFigures } from './BidderCard.styles';

export interface BidderCardProps extends HTMLAttributes<HTMLDivElement>, QuoteAmounts {
  storeName: string;
  sellerImageSrc?: string | null | undefined;
  rating?: number | null | undefined;
  successfulBidCount?: number | null | undefined;
  /** The store page, linked from the seller row. */
  sellerHref?: string | undefined;
  /** Phones: 총 지원금 and 월 납부액; others: 추가지원금 and 월 렌탈료. */
  kind: QuoteKind;
  /** Replaces the default figures entirely. */
  figures?: readonly KeyValueItem[] | undefined;
  onSelect?: (() => void) | undefined;
  /** The selection is being submitted: the button spins and blocks. */
  selecting?: boolean;
  /** Selection is closed (the 48-hour window has ended, or another quote was chosen). */
  selectDisabled?: boolean;
  onViewDetail?: (() => void) | undefined;
  selectLabel?: string;
  detailLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

/** One store's answer to an in-progress request: who, the key figures, and the two actions. */
export function BidderCard({
  storeName,
  sellerImageSrc,
  rating,
  successfulBidCount,
  sellerHref,
  kind,
  figures,
  onSelect,
  selecting = false,
  selectDisabled = false,
  onViewDetail,
  selectLabel = '구매 신청하기',
  detailLabel = '견적 상세 보기',
  storeSubsidy,
  publiclyAnnouncedSubsidy,
  monthlyFee,
  ratePlanMonthly,
  contractMonths,
  ...rest
}: BidderCardProps) {
  const nameId = useId();
  const rows =
    figures ??
    quoteFigures(
      kind,
      { storeSubsidy, publiclyAnnouncedSubsidy, monthlyFee, ratePlanMonthly, contractMonths },
      { ratePlan: false },
    );
  return (
    <StyledBidderCard
      data-qm="bidder-card"
      data-kind={kind}
      role="group"
      aria-labelledby={nameId}
      aria-busy={selecting || undefined}
      {...rest}
    >
      <SellerCard
        nameId={nameId}
        size="sm"
        storeName={storeName}
        imageSrc={sellerImageSrc}
        rating={rating}
        successfulBidCount={successfulBidCount}
        href={sellerHref}
      />
      <StyledBidderFigures>
        <KeyValueList items={rows} />
      </StyledBidderFigures>
      <StyledBidderActions>
        <Button
          variant="outline"
          aria-describedby={nameId}
          onClick={onViewDetail}
          disabled={!onViewDetail}
        >
          {detailLabel}
        </Button>
        <Button
          variant="primary"
          aria-describedby={nameId}
          onClick={onSelect}
          loading={selecting}
          disabled={selectDisabled || !onSelect}
        >
          {selectLabel}
        </Button>
      </StyledBidderActions>
    </StyledBidderCard>
  );
}
