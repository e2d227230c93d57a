import { useId, type HTMLAttributes, type Ref } from 'react';
import { Button } from '../../primitives/Button/Button';
import { KeyValueList, type KeyValueItem } from '../PriceBreakdown/PriceBreakdown';
import { SellerCard } from '../SellerCard/SellerCard';
import { StyledBidderActions, StyledBidderCard, StyledBidderFigures } from './BidderCard.styles';

export interface BidderCardProps extends HTMLAttributes<HTMLDivElement> {
  storeName: string;
  sellerImageSrc?: string | null | undefined;
  rating?: number | null | undefined;
  successfulBidCount?: number | null | undefined;
  /** The store page, linked from the seller row. */
  sellerHref?: string | undefined;
  /** The quote's figures, as its kind shows them: the app passes them (see `QuoteCard`). */
  figures: readonly KeyValueItem[];
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
  figures,
  onSelect,
  selecting = false,
  selectDisabled = false,
  onViewDetail,
  selectLabel = '구매 신청하기',
  detailLabel = '견적 상세 보기',
  ...rest
}: BidderCardProps) {
  const nameId = useId();
  return (
    <StyledBidderCard
      data-qm="bidder-card"
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
        <KeyValueList items={figures} />
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
