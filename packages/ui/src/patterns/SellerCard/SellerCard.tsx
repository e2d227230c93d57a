import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { formatNumber } from '../../format/format';
import { useLinkComponent } from '../../link/LinkProvider';
import { StarRatingDisplay } from '../../primitives/StarRating';
import { BusinessVerifiedBadge } from '../BusinessVerifiedBadge/BusinessVerifiedBadge';
import {
  StyledSellerAction,
  StyledSellerCard,
  StyledSellerBadges,
  StyledSellerIdentity,
  StyledSellerMeta,
  StyledSellerName,
  StyledSellerNote,
  StyledSellerText,
} from './SellerCard.styles';
import { sellerCardVariants, type SellerCardSize } from './SellerCard.variants';
import { StoreAvatar } from './StoreAvatar';

/** '낙찰 1,204건'. */
export function formatSuccessfulBids(count: number): string {
  return `낙찰 ${formatNumber(Math.max(0, Math.round(count)))}건`;
}

export interface SellerCardProps extends HTMLAttributes<HTMLDivElement> {
  storeName: string;
  imageSrc?: string | null | undefined;
  /** The owner's first name, shown after the store name. */
  ownerName?: string | null | undefined;
  rating?: number | null | undefined;
  /** Completed (successful) bids: '낙찰 {n}건'. Hidden when not given. */
  successfulBidCount?: number | null | undefined;
  /** When the store's business registration was checked: the '사업자 확인' badge. Hidden when null. */
  businessVerifiedAt?: Date | string | null | undefined;
  /** How fast the store answers, in the product's words ('보통 12분 안에 견적을 보내요'). */
  answerSpeed?: string | null | undefined;
  /** The store page; the photo and names become one link to it. */
  href?: string;
  /** A trailing control (a call button, a chip); kept outside the link. */
  action?: ReactNode;
  size?: SellerCardSize;
  /** An id for the store-name element, so a surrounding card can be labelled by it. */
  nameId?: string;
  /** Read before the rating by screen readers: '별점'. */
  ratingLabel?: string;
  /** Shown when there is no rating yet: '아직 리뷰가 없어요'. */
  noRatingText?: string;
  ref?: Ref<HTMLDivElement>;
}

export function SellerCard({
  storeName,
  imageSrc,
  ownerName,
  rating,
  successfulBidCount,
  businessVerifiedAt,
  answerSpeed,
  href,
  action,
  size = sellerCardVariants.size.default,
  nameId,
  ratingLabel,
  noRatingText,
  ...rest
}: SellerCardProps) {
  const Link = useLinkComponent();
  const identity = (
    <>
      <StoreAvatar imageSrc={imageSrc} size={size} />
      <StyledSellerText>
        <StyledSellerName data-part="name">
          <span id={nameId}>{storeName}</span>
          {ownerName ? <span data-part="owner">{ownerName}</span> : null}
        </StyledSellerName>
        <StyledSellerMeta>
          <StarRatingDisplay
            variant="compact"
            value={rating}
            label={ratingLabel}
            emptyText={noRatingText}
          />
          {successfulBidCount !== null && successfulBidCount !== undefined ? (
            <span data-part="bids">{formatSuccessfulBids(successfulBidCount)}</span>
          ) : null}
        </StyledSellerMeta>
        {answerSpeed ? (
          <StyledSellerNote data-part="answer-speed">{answerSpeed}</StyledSellerNote>
        ) : null}
        {businessVerifiedAt ? (
          <StyledSellerBadges>
            <BusinessVerifiedBadge verifiedAt={businessVerifiedAt} />
          </StyledSellerBadges>
        ) : null}
      </StyledSellerText>
    </>
  );
  return (
    <StyledSellerCard data-qm="seller-card" data-size={size} {...rest}>
      {href ? (
        <StyledSellerIdentity as={Link} href={href} data-part="identity">
          {identity}
        </StyledSellerIdentity>
      ) : (
        <StyledSellerIdentity data-part="identity">{identity}</StyledSellerIdentity>
      )}
      {action ? <StyledSellerAction data-part="action">{action}</StyledSellerAction> : null}
    </StyledSellerCard>
  );
}
