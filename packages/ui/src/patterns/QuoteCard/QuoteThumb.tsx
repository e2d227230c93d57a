import { useState } from 'react';
import { StyledQuoteThumb } from './QuoteCard.styles';
import { Icon } from '../../primitives/Icon';

/** The product picture of a quote; decorative, since the product name is printed beside it. */
export function QuoteThumb({ src }: { src?: string | null | undefined }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <StyledQuoteThumb data-part="thumb">
      {showImage ? (
        <img
          src={src ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <Icon name="image" data-part="placeholder" />
      )}
    </StyledQuoteThumb>
  );
}
