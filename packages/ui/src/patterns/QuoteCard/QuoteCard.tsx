import { useId, type HTMLAttributes, type Ref } from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import { Button } from '../../primitives/Button/Button';
import { KeyValueList, type KeyValueItem } from '../PriceBreakdown/PriceBreakdown';
import { SellerCard } from '../SellerCard/SellerCard';
import {
  StyledBadge,
  StyledLinkButton,
  StyledQuoteCard,
  StyledQuoteProduct,
  StyledQuoteSeller,
  StyledQuoteTitle,
} from './QuoteCard.styles';
import { quoteFigures, type QuoteAmounts, type QuoteKind } from './quoteFigures';
import { ProductThumb } from '../../primitives/ProductThumb';

export interface QuoteSeller {
  storeName: string;
  imageSrc?: string | null | undefined;
  rating?: number | null | undefined;
  successfulBidCount?: number | null | undefined;
}

export interface QuoteCardProps extends HTMLAttributes<HTMLDivElement>, QuoteAmounts {
  /** The product's display name (internet: 'SK브로드밴드 > 500MB > 인터넷+TV'). */
  productName: string;
  productImageSrc?: string | null | undefined;
  seller: QuoteSeller;
  /** Phones show 총 지원금, 월 납부액 and 요금제 (월); others 매장 지원금 and 월 렌탈료. */
  kind: QuoteKind;
  /**
   * Replaces the default figures entirely, as `BidderCard` allows: an internet deal shows its
   * 현금 사은품 and 결합 후 월 요금 instead of the phone or rental rows.
   */
  figures?: readonly KeyValueItem[] | undefined;
  /** Marks the quote as the lowest-price one: '최저가 견적'. */
  isLowest?: boolean;
  lowestLabel?: string;
  /** The quote detail page; the button becomes a link. */
  href?: string | undefined;
  onViewDetail?: (() => void) | undefined;
  detailLabel?: string;
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLDivElement>;
}

/** A selected quote in the history list. */
export function QuoteCard({
  productName,
  productImageSrc,
  seller,
  kind,
  figures,
  isLowest = false,
  lowestLabel = '최저가 견적',
  href,
  onViewDetail,
  detailLabel = '견적 상세 보기',
  headingLevel = 3,
  storeSubsidy,
  publiclyAnnouncedSubsidy,
  monthlyFee,
  ratePlanMonthly,
  contractMonths,
  ...rest
}: QuoteCardProps) {
  const Link = useLinkComponent();
  const titleId = useId();
  const rows =
    figures ??
    quoteFigures(kind, {
      storeSubsidy,
      publiclyAnnouncedSubsidy,
      monthlyFee,
      ratePlanMonthly,
      contractMonths,
    });
  return (
    <StyledQuoteCard
      data-qm="quote-card"
      data-kind={kind}
      data-lowest={isLowest}
      aria-labelledby={titleId}
      role="group"
      {...rest}
    >
      <StyledQuoteProduct>
        <ProductThumb src={productImageSrc} data-part="thumb" />
        <StyledQuoteTitle as={`h${headingLevel}`} id={titleId}>
          {productName}
        </StyledQuoteTitle>
      </StyledQuoteProduct>
      <StyledQuoteSeller>
        <SellerCard
          size="sm"
          storeName={seller.storeName}
          imageSrc={seller.imageSrc}
          rating={seller.rating}
          successfulBidCount={seller.successfulBidCount}
          action={isLowest ? <StyledBadge data-part="lowest">{lowestLabel}</StyledBadge> : null}
        />
      </StyledQuoteSeller>
      <KeyValueList items={rows} />
      {href ? (
        <StyledLinkButton
          as={Link}
          href={href}
          data-variant="outline"
          data-size="md"
          data-full-width="true"
          aria-describedby={titleId}
        >
          <span data-part="label">{detailLabel}</span>
        </StyledLinkButton>
      ) : onViewDetail ? (
        <Button variant="outline" fullWidth aria-describedby={titleId} onClick={onViewDetail}>
          {detailLabel}
        </Button>
      ) : null}
    </StyledQuoteCard>
  );
}
