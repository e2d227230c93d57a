import { useState } from 'react';
import { StyledQuoteThumb } from './QuoteCard.styles';

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
        <svg
          viewBox="0 0 24 24"
          fill="none"
          aria-hidden="true"
          focusable="false"
          data-part="placeholder"
        >
          <rect
            x="3.5"
            y="4.5"
            width="17"
            height="15"
            rx="2"
            stroke="currentColor"
            strokeWidth="1.5"
          />
          <circle cx="9" cy="10" r="1.8" stroke="currentColor" strokeWidth="1.5" />
          <path d="m4 18 5-5 3.5 3.5L15 14l5 5" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      )}
    </StyledQuoteThumb>
  );
}
