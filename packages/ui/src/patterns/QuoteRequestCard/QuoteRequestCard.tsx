import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { formatNumber } from '../../format/format';
import { useLinkComponent } from '../../link/LinkProvider';
import { Countdown } from '../../primitives/Countdown';
import { KeyValueList, type KeyValueItem } from '../PriceBreakdown/PriceBreakdown';
import { ProductThumb } from '../../primitives/ProductThumb';
import { SellerAvatars, type SellerAvatarItem } from '../SellerAvatars';
import {
  StyledBest,
  StyledBestTitle,
  StyledCardLink,
  StyledFooter,
  StyledOptions,
  StyledProductRow,
  StyledProductText,
  StyledQuoteRequestCard,
  StyledReceived,
  StyledTimeLeft,
  StyledTitle,
  StyledWaiting,
} from './QuoteRequestCard.styles';

export interface QuoteRequestBest {
  storeName: string;
  /** The best quote's figures, as rows ('24개월 총 비용', '총 지원금' …). */
  figures: readonly KeyValueItem[];
}

export interface QuoteRequestCardProps extends HTMLAttributes<HTMLElement> {
  /** The product's display name; also the link's name. */
  productName: string;
  productImageSrc?: string | null | undefined;
  /** The model number and the options the buyer chose: 'SM-S942N', '블랙', '256GB'. */
  options?: readonly string[] | undefined;
  /** Further lines under the product name, each on its own line: '삼성 · 휴대폰'. */
  details?: readonly string[] | undefined;
  /** The request's page; the whole card opens it. */
  href: string;
  /** Quotes received so far. */
  estimationCount: number;
  /**
   * The stores that bid, best quote first (at most five are drawn, then '5+'). None drawn when
   * absent or empty: the count alone then says how many.
   */
  sellers?: readonly SellerAvatarItem[] | undefined;
  /** The end of the bidding window. */
  deadline: Date | string | number;
  /** The clock, for tests and stories. */
  now?: () => number;
  /** Called once when the window closes while the card is shown. */
  onExpire?: () => void;
  /** The best quote so far; `null` before the first one arrives. */
  best?: QuoteRequestBest | null | undefined;
  bestLabel?: string;
  /** '견적 4개 도착'; before the first, '견적을 기다리는 중'. */
  receivedText?: (count: number) => string;
  /** Beside the count, e.g. a `Badge` saying the viewer already bid. */
  status?: ReactNode;
  /** Shown instead of the best quote before any arrives; `null` shows no box at all. */
  waitingText?: ReactNode;
  timeLeftLabel?: string;
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLElement>;
}

const defaultReceivedText = (count: number) =>
  count === 0 ? '견적을 기다리는 중' : `견적 ${formatNumber(count)}개 도착`;

/**
 * One of the buyer's open quote requests on the quote check: the product, the best quote so far,
 * how many quotes came and from whom, and the time left. The whole card opens the request.
 */
export function QuoteRequestCard({
  productName,
  productImageSrc,
  options = [],
  details = [],
  href,
  estimationCount,
  sellers,
  deadline,
  now,
  onExpire,
  best,
  bestLabel = '가장 좋은 견적',
  receivedText = defaultReceivedText,
  status,
  waitingText = '아직 도착한 견적이 없어요. 판매점이 견적을 보내면 알려 드려요.',
  timeLeftLabel = '남은 시간',
  headingLevel = 3,
  ...rest
}: QuoteRequestCardProps) {
  const Link = useLinkComponent();
  const titleId = useId();
  const optionText = options.filter(Boolean).join(' · ');
  return (
    <StyledQuoteRequestCard
      data-qm="quote-request-card"
      data-has-quotes={estimationCount > 0}
      aria-labelledby={titleId}
      {...rest}
    >
      <StyledProductRow>
        <ProductThumb src={productImageSrc} data-part="thumb" />
        <StyledProductText>
          <StyledTitle as={`h${headingLevel}`} id={titleId}>
            <StyledCardLink as={Link} href={href} data-part="link">
              {productName}
            </StyledCardLink>
          </StyledTitle>
          {optionText ? <StyledOptions data-part="options">{optionText}</StyledOptions> : null}
          {details.map((detail) => (
            <StyledOptions key={detail} data-part="detail">
              {detail}
            </StyledOptions>
          ))}
        </StyledProductText>
      </StyledProductRow>
      {best ? (
        <StyledBest data-part="best">
          <StyledBestTitle>
            <span data-part="best-label">{bestLabel}</span>
            <span data-part="best-store">{best.storeName}</span>
          </StyledBestTitle>
          <KeyValueList items={best.figures} />
        </StyledBest>
      ) : waitingText === null ? null : (
        <StyledWaiting data-part="waiting">{waitingText}</StyledWaiting>
      )}
      <StyledFooter>
        {estimationCount > 0 && sellers && sellers.length > 0 ? (
          <SellerAvatars size="sm" sellers={sellers} total={estimationCount} />
        ) : null}
        <StyledReceived data-part="received">{receivedText(estimationCount)}</StyledReceived>
        {status}
        <StyledTimeLeft data-part="time-left">
          <span aria-hidden="true" data-part="time-label">
            {timeLeftLabel}
          </span>
          <Countdown
            deadline={deadline}
            label={timeLeftLabel}
            {...(now && { now })}
            {...(onExpire && { onExpire })}
          />
        </StyledTimeLeft>
      </StyledFooter>
    </StyledQuoteRequestCard>
  );
}
