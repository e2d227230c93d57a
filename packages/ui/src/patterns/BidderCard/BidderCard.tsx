import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { KeyValueList, type KeyValueItem } from '../PriceBreakdown/PriceBreakdown';
import { SellerCard } from '../SellerCard/SellerCard';
import {
  StyledBidderActions,
  StyledBidderCard,
  StyledBidderComparison,
  StyledBidderFigures,
} from './BidderCard.styles';
import { bidderOutcomeMarks, type BidderOutcome } from './BidderCard.variants';

export interface BidderCardProps extends HTMLAttributes<HTMLDivElement> {
  storeName: string;
  sellerImageSrc?: string | null | undefined;
  rating?: number | null | undefined;
  successfulBidCount?: number | null | undefined;
  /** When the store's business registration was checked: the '사업자 확인' badge. */
  businessVerifiedAt?: Date | string | null | undefined;
  /** How fast the store answers, in the product's words; under the seller row. */
  answerSpeed?: string | null | undefined;
  /** The store page, linked from the seller row. */
  sellerHref?: string | undefined;
  /** The quote's figures, as its kind shows them: the app passes them (see `QuoteCard`). */
  figures: readonly KeyValueItem[];
  /** How the quote compares with others (the app's words, e.g. against the market price). */
  comparison?: string | null | undefined;
  onSelect?: (() => void) | undefined;
  /** The selection is being submitted: the button spins and blocks. */
  selecting?: boolean;
  /** Selection is closed (the 48-hour window has ended, or another quote was chosen). */
  selectDisabled?: boolean;
  onViewDetail?: (() => void) | undefined;
  selectLabel?: string;
  detailLabel?: string;
  /**
   * Once the buyer has chosen: `chosen` marks the quote they asked to buy, `notChosen` the others;
   * `withdrawn` marks a quote taken back but still shown. The select button gives way to the mark.
   */
  outcome?: BidderOutcome;
  /** The mark's words, when the product's differ from '구매 신청한 견적' / '선택하지 않은 견적'. */
  outcomeLabel?: string;
  /** What the app adds under the actions, whatever the outcome (a link to ask the store). */
  footer?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** One store's answer to an in-progress request: who, the key figures, and the two actions. */
export function BidderCard({
  storeName,
  sellerImageSrc,
  rating,
  successfulBidCount,
  businessVerifiedAt,
  answerSpeed,
  sellerHref,
  figures,
  comparison,
  onSelect,
  selecting = false,
  selectDisabled = false,
  onViewDetail,
  selectLabel = '구매 신청하기',
  detailLabel = '견적 상세 보기',
  outcome = 'open',
  outcomeLabel,
  footer,
  ...rest
}: BidderCardProps) {
  const nameId = useId();
  const markId = useId();
  const mark = bidderOutcomeMarks[outcome];
  return (
    <StyledBidderCard
      data-qm="bidder-card"
      data-outcome={outcome}
      data-highlighted={mark?.highlighted || undefined}
      role="group"
      aria-labelledby={nameId}
      aria-describedby={mark ? markId : undefined}
      aria-busy={selecting || undefined}
      {...rest}
    >
      {mark ? (
        <Badge id={markId} tone={mark.tone} data-part="outcome">
          {outcomeLabel ?? mark.label}
        </Badge>
      ) : null}
      <SellerCard
        nameId={nameId}
        size="sm"
        storeName={storeName}
        imageSrc={sellerImageSrc}
        rating={rating}
        successfulBidCount={successfulBidCount}
        businessVerifiedAt={businessVerifiedAt}
        answerSpeed={answerSpeed}
        href={sellerHref}
      />
      <StyledBidderFigures>
        <KeyValueList items={figures} />
        {comparison ? (
          <StyledBidderComparison data-part="comparison">{comparison}</StyledBidderComparison>
        ) : null}
      </StyledBidderFigures>
      <StyledBidderActions data-single={mark ? true : undefined}>
        <Button
          variant="outline"
          aria-describedby={nameId}
          onClick={onViewDetail}
          disabled={!onViewDetail}
        >
          {detailLabel}
        </Button>
        {mark ? null : (
          <Button
            variant="primary"
            aria-describedby={nameId}
            onClick={onSelect}
            loading={selecting}
            disabled={selectDisabled || !onSelect}
          >
            {selectLabel}
          </Button>
        )}
      </StyledBidderActions>
      {footer ? <div data-part="footer">{footer}</div> : null}
    </StyledBidderCard>
  );
}
