import { useState, type HTMLAttributes, type Ref } from 'react';
import { Icon } from '../Icon';
import { StyledProductThumb } from './ProductThumb.styles';
import { productThumbVariants, type ProductThumbSize } from './ProductThumb.variants';

export interface ProductThumbProps extends HTMLAttributes<HTMLSpanElement> {
  /** The product's picture; missing or failing to load, a placeholder icon stands in. */
  src?: string | null | undefined;
  size?: ProductThumbSize;
  /** `lazy` in lists; a picture at the top of a screen loads at once. */
  loading?: 'lazy' | 'eager';
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A product's picture in a fixed square. Decorative: the product's name is always printed beside
 * it, so the picture has no text of its own.
 */
export function ProductThumb({
  src,
  size = productThumbVariants.size.default,
  loading = 'lazy',
  ...rest
}: ProductThumbProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <StyledProductThumb data-qm="product-thumb" data-size={size} {...rest}>
      {showImage ? (
        <img
          src={src ?? undefined}
          alt=""
          loading={loading}
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <Icon name="image" data-part="placeholder" />
      )}
    </StyledProductThumb>
  );
}
