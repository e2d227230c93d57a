import { useState, type HTMLAttributes, type Ref } from 'react';
import { formatNumber } from '../../format/format';
import { Icon } from '../../primitives/Icon';
import { StyledAvatar, StyledSellerAvatars } from './SellerAvatars.styles';
import {
  MAX_SELLER_AVATARS,
  sellerAvatarsLayout,
  sellerAvatarsVariants,
  type SellerAvatarsSize,
} from './SellerAvatars.variants';

export interface SellerAvatarItem {
  /** A stable key; the index is used when absent. */
  id?: string | number;
  /**
   * The store's name; its first letter stands in for a missing photo. Without a name either (a list
   * that has only the photos), the kit's store icon stands in.
   */
  name?: string | null | undefined;
  imageSrc?: string | null | undefined;
}

export interface SellerAvatarsProps extends HTMLAttributes<HTMLSpanElement> {
  sellers: readonly SellerAvatarItem[];
  /** How many stores bid in all, when the list holds only the first few; defaults to its length. */
  total?: number;
  size?: SellerAvatarsSize;
  /** The accessible name; defaults to '판매점 {n}곳'. */
  label?: string;
  ref?: Ref<HTMLSpanElement>;
}

function Avatar({ seller }: { seller: SellerAvatarItem }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(seller.imageSrc) && failedSrc !== seller.imageSrc;
  const initial = Array.from(seller.name?.trim() ?? '')[0];
  return (
    <StyledAvatar data-part="avatar">
      {showImage ? (
        <img
          src={seller.imageSrc ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(seller.imageSrc ?? null)}
        />
      ) : initial ? (
        <span data-part="initial">{initial}</span>
      ) : (
        <Icon name="store" data-part="placeholder" />
      )}
    </StyledAvatar>
  );
}

/** The stores that bid on a request: up to five overlapping faces, then a '5+' bubble. */
export function SellerAvatars({
  sellers,
  total,
  size = sellerAvatarsVariants.size.default,
  label,
  ...rest
}: SellerAvatarsProps) {
  const count = total ?? sellers.length;
  const { visible, overflow } = sellerAvatarsLayout(Math.max(count, 0));
  return (
    <StyledSellerAvatars
      role="img"
      aria-label={label ?? `판매점 ${formatNumber(Math.max(0, count))}곳`}
      data-qm="seller-avatars"
      data-size={size}
      {...rest}
    >
      {sellers.slice(0, visible).map((seller, index) => (
        <Avatar key={seller.id ?? index} seller={seller} />
      ))}
      {overflow ? <StyledAvatar data-part="more">{`${MAX_SELLER_AVATARS}+`}</StyledAvatar> : null}
    </StyledSellerAvatars>
  );
}
