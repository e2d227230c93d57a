import { useState, type HTMLAttributes } from 'react';
import { StyledStoreAvatar } from './SellerCard.styles';
import { storeAvatarVariants, type StoreAvatarSize } from './SellerCard.variants';
import { Icon } from '../../primitives/Icon';

export interface StoreAvatarProps extends HTMLAttributes<HTMLSpanElement> {
  imageSrc?: string | null | undefined;
  /** Empty when the store's name is printed beside it (the usual case). */
  alt?: string;
  size?: StoreAvatarSize;
}

/** A store's round photo; a neutral store icon when there is none or it fails to load. */
export function StoreAvatar({
  imageSrc,
  alt = '',
  size = storeAvatarVariants.size.default,
  ...rest
}: StoreAvatarProps) {
  // Remember which source failed, so a new source gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(imageSrc) && failedSrc !== imageSrc;
  return (
    <StyledStoreAvatar data-qm="store-avatar" data-size={size} {...rest}>
      {showImage ? (
        <img
          src={imageSrc ?? undefined}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(imageSrc ?? null)}
        />
      ) : (
        <Icon name="store" data-part="store-icon" />
      )}
    </StyledStoreAvatar>
  );
}
