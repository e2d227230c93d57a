import type { HTMLAttributes, Ref } from 'react';
import { formatRating } from '../../format/format';
import { formatSuccessfulBids } from '../SellerCard/SellerCard';
import { StoreAvatar } from '../SellerCard/StoreAvatar';
import { BusinessVerifiedBadge } from '../BusinessVerifiedBadge/BusinessVerifiedBadge';
import { StarRatingDisplay } from '../../primitives/StarRating';
import { noRatingText as defaultNoRatingText } from '../../primitives/StarRating/StarRatingDisplay';
import {
  StyledOwnerName,
  StyledStoreHeader,
  StyledStoreName,
  StyledStoreStats,
} from './StoreHeader.styles';

export interface StoreHeaderProps extends HTMLAttributes<HTMLDivElement> {
  storeName: string;
  /** The seller's photo; a neutral store icon when null or broken. */
  imageSrc?: string | null | undefined;
  /** The owner's first name. */
  ownerName?: string | null | undefined;
  /** The average rating, 0–5, fractions allowed. */
  averageRating?: number | null | undefined;
  successfulBidCount: number;
  /** How fast the store answers, in the product's words ('보통 12분 안에 견적을 보내요'). */
  answerSpeed?: string | null | undefined;
  /** When the store's business registration was checked: the '사업자 확인' badge. Hidden when null. */
  businessVerifiedAt?: Date | string | null | undefined;
  /** Shown instead of the average when there are no reviews: '아직 리뷰가 없어요'. */
  noRatingText?: string;
  /** The heading level of the store name; the store page's title by default. */
  headingLevel?: 1 | 2 | 3;
  /** The photo's alt text; defaults to '{store name} 매장 사진'. */
  photoAlt?: string;
  /** The stars' accessible name; defaults to '별점 5점 만점에 {n}점'. */
  ratingLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The top of the store page (a plain block: the app shell owns the banner landmark): photo, store name, owner, average rating with stars, completed bids. */
export function StoreHeader({
  storeName,
  imageSrc,
  ownerName,
  averageRating,
  successfulBidCount,
  answerSpeed,
  businessVerifiedAt,
  noRatingText = defaultNoRatingText,
  headingLevel = 1,
  photoAlt,
  ratingLabel,
  ...rest
}: StoreHeaderProps) {
  const average = formatRating(averageRating);
  return (
    <StyledStoreHeader data-qm="store-header" {...rest}>
      <StoreAvatar imageSrc={imageSrc} size="lg" alt={photoAlt ?? `${storeName} 매장 사진`} />
      <StyledStoreName as={`h${headingLevel}`}>{storeName}</StyledStoreName>
      {ownerName ? <StyledOwnerName data-part="owner">{ownerName}</StyledOwnerName> : null}
      {businessVerifiedAt ? <BusinessVerifiedBadge verifiedAt={businessVerifiedAt} /> : null}
      <StyledStoreStats>
        <span data-part="rating">
          {average === null ? (
            <span>{noRatingText}</span>
          ) : (
            <>
              <StarRatingDisplay
                value={averageRating ?? 0}
                size="lg"
                {...(ratingLabel && { getLabel: () => ratingLabel })}
              />
              <span data-part="average" aria-hidden="true">
                {average}
              </span>
            </>
          )}
        </span>
        <span data-part="bids">{formatSuccessfulBids(successfulBidCount)}</span>
        {answerSpeed ? <span data-part="answer-speed">{answerSpeed}</span> : null}
      </StyledStoreStats>
    </StyledStoreHeader>
  );
}
