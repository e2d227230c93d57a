import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { ProductThumb } from '../../primitives/ProductThumb';
import {
  StyledBody,
  StyledBrand,
  StyledEyebrow,
  StyledName,
  StyledNote,
  StyledOptions,
  StyledRequestProductBanner,
  StyledSwatch,
} from './RequestProductBanner.styles';

export interface RequestProductColor {
  /** The colour's name, e.g. '코발트 바이올렛'. */
  name: string;
  /** The swatch, e.g. `#5b4b8a`; without it the name shows beside a neutral dot. */
  hex?: string | null | undefined;
}

export interface RequestProductBannerProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'title' | 'color'
> {
  /** The product's name: the banner's heading and its accessible name. */
  name: string;
  brand?: string | null | undefined;
  /** Decorative: the name says what it shows. A placeholder icon stands in when it is missing. */
  imageSrc?: string | null | undefined;
  /** No picture and no placeholder: a request that has no product yet (an internet request). */
  hideImage?: boolean;
  /** The chosen colour, shown as a swatch with its name. */
  color?: RequestProductColor | null | undefined;
  /** The other chosen options, e.g. `['256GB']`. */
  options?: readonly string[] | undefined;
  /** A line under the options, e.g. '출시일 2025.02.07'. */
  note?: ReactNode;
  /** A short line above the name, e.g. '견적 요청 상품'. */
  eyebrow?: ReactNode;
  /** Read before the colour's name by screen readers. */
  colorLabel?: string;
  headingLevel?: 2 | 3;
  ref?: Ref<HTMLElement>;
}

/**
 * The product a quote request is for, as the wizard shows it above the conversation: picture,
 * brand, name, the chosen colour as a swatch, the other chosen options and a note.
 */
export function RequestProductBanner({
  name,
  brand,
  imageSrc,
  hideImage = false,
  color,
  options = [],
  note,
  eyebrow,
  colorLabel = '색상',
  headingLevel = 2,
  ...rest
}: RequestProductBannerProps) {
  const headingId = useId();
  const hasOptions = Boolean(color) || options.length > 0;
  return (
    <StyledRequestProductBanner
      data-qm="request-product-banner"
      aria-labelledby={headingId}
      {...rest}
    >
      {!hideImage && (
        <ProductThumb
          src={imageSrc}
          size="lg"
          loading="eager"
          data-part="media"
          aria-hidden="true"
        />
      )}
      <StyledBody>
        {eyebrow != null && <StyledEyebrow data-part="eyebrow">{eyebrow}</StyledEyebrow>}
        {brand && <StyledBrand data-part="brand">{brand}</StyledBrand>}
        <StyledName as={`h${headingLevel}`} id={headingId}>
          {name}
        </StyledName>
        {hasOptions && (
          <StyledOptions data-part="options">
            {color && (
              <li data-part="color">
                <StyledSwatch
                  aria-hidden="true"
                  data-part="swatch"
                  data-known={Boolean(color.hex)}
                  style={
                    color.hex
                      ? ({ '--request-product-swatch': color.hex } as CSSProperties)
                      : undefined
                  }
                />
                <VisuallyHidden>{colorLabel} </VisuallyHidden>
                {color.name}
              </li>
            )}
            {options.map((option) => (
              <li key={option}>{option}</li>
            ))}
          </StyledOptions>
        )}
        {note != null && <StyledNote data-part="note">{note}</StyledNote>}
      </StyledBody>
    </StyledRequestProductBanner>
  );
}
