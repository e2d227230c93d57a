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
import { ProductThumb } from '../../primitives/ProductThumb';

export interface QuoteSeller {
  storeName: string;
  imageSrc?: string | null | undefined;
  rating?: number | null | undefined;
  successfulBidCount?: number | null | undefined;
  /** When the store's business registration was checked: the '사업자 확인' badge. */
  businessVerifiedAt?: Date | string | null | undefined;
}

export interface QuoteCardProps extends HTMLAttributes<HTMLDivElement> {
  /** The product's display name (internet: 'SK브로드밴드 > 500M > 인터넷+TV'). */
  productName: string;
  productImageSrc?: string | null | undefined;
  seller: QuoteSeller;
  /**
   * The quote's figures, as its kind shows them (a phone's 총 지원금 and 월 납부액, a rental's
   * 매장 지원금 and 월 렌탈료, …): which ones is the product's rule, so the app passes them.
   */
  figures: readonly KeyValueItem[];
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
  figures,
  isLowest = false,
  lowestLabel = '최저가 견적',
  href,
  onViewDetail,
  detailLabel = '견적 상세 보기',
  headingLevel = 3,
  ...rest
}: QuoteCardProps) {
  const Link = useLinkComponent();
  const titleId = useId();
  return (
    <StyledQuoteCard
      data-qm="quote-card"
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
          businessVerifiedAt={seller.businessVerifiedAt}
          action={isLowest ? <StyledBadge data-part="lowest">{lowestLabel}</StyledBadge> : null}
        />
      </StyledQuoteSeller>
      <KeyValueList items={figures} />
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
