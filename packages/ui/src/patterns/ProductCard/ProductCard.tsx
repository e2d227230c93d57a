import { useId, useState, type HTMLAttributes, type Ref } from 'react';
import { useLinkComponent } from '../../link/LinkProvider';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { PriceLine } from '../PriceLine/PriceLine';
import type { PriceLineKind } from '../PriceLine/PriceLine.variants';
import {
  StyledProductAction,
  StyledProductBody,
  StyledProductBrand,
  StyledProductCard,
  StyledProductMedia,
  StyledProductName,
  StyledProductText,
  StyledProductWish,
} from './ProductCard.styles';
import { productCardVariants, type ProductCardLayout } from './ProductCard.variants';
import { Icon } from '../../primitives/Icon';

export interface ProductCardProps extends HTMLAttributes<HTMLDivElement> {
  /** The name to show (the app composes an internet plan's). Also the image's alt. */
  name: string;
  brand?: string | null | undefined;
  imageSrc?: string | null | undefined;
  /**
   * The picture is among the first things on screen (the first cards of a list): it loads at once
   * and ahead of other images, rather than when it scrolls near.
   */
  imagePriority?: boolean;
  /** Which price line to show: 출고가, the monthly rental estimate or the release date. */
  priceKind?: PriceLineKind | undefined;
  /** 출고가 or monthly rental fee in won. */
  amount?: number | null | undefined;
  shipmentDate?: Date | string | null | undefined;
  /** Hide the price line entirely (internet products have none). */
  hidePrice?: boolean;
  /** Overrides the price label ('출고가', '예상 월 렌탈료'). */
  priceLabel?: string | undefined;
  layout?: ProductCardLayout;
  /** Makes the picture and text one link (to the product detail). */
  href?: string | undefined;
  /** Shows a select button after the text. */
  onSelect?: (() => void) | undefined;
  selectLabel?: string;
  selectLoading?: boolean;
  selectDisabled?: boolean;
  /** Whether the buyer has wished for the product (the heart is filled). */
  wished?: boolean;
  /** Shows the wish toggle, a heart in the card's corner; called with the state the buyer asks for. */
  onWishedChange?: ((wished: boolean) => void) | undefined;
  /** The toggle's accessible name; by default '{name} 찜하기' (its pressed state tells on or off). */
  wishLabel?: string | undefined;
  /** While the change is saved: the toggle says it is busy and ignores presses. */
  wishLoading?: boolean;
  ref?: Ref<HTMLDivElement>;
}

export function ProductCard({
  name,
  brand,
  imageSrc,
  imagePriority = false,
  priceKind = 'phone',
  amount,
  shipmentDate,
  hidePrice = false,
  priceLabel,
  layout = productCardVariants.layout.default,
  href,
  onSelect,
  selectLabel = '선택',
  selectLoading = false,
  selectDisabled = false,
  wished = false,
  onWishedChange,
  wishLabel,
  wishLoading = false,
  ...rest
}: ProductCardProps) {
  const Link = useLinkComponent();
  const nameId = useId();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(imageSrc) && failedSrc !== imageSrc;

  const body = (
    <>
      <StyledProductMedia data-part="media">
        {showImage ? (
          <img
            src={imageSrc ?? undefined}
            alt={name}
            loading={imagePriority ? 'eager' : 'lazy'}
            {...(imagePriority && { fetchPriority: 'high' })}
            decoding="async"
            onError={() => setFailedSrc(imageSrc ?? null)}
          />
        ) : (
          <Icon name="image" data-part="placeholder" />
        )}
      </StyledProductMedia>
      <StyledProductText>
        {brand ? <StyledProductBrand data-part="brand">{brand}</StyledProductBrand> : null}
        <StyledProductName id={nameId} data-part="name">
          {name}
        </StyledProductName>
        {hidePrice ? null : (
          <PriceLine
            kind={priceKind}
            amount={amount}
            shipmentDate={shipmentDate}
            label={priceLabel}
            emphasis={layout === 'row' ? 'subtle' : 'default'}
          />
        )}
      </StyledProductText>
    </>
  );

  return (
    <StyledProductCard data-qm="product-card" data-layout={layout} {...rest}>
      {href ? (
        <StyledProductBody as={Link} href={href} data-part="body">
          {body}
        </StyledProductBody>
      ) : (
        <StyledProductBody data-part="body">{body}</StyledProductBody>
      )}
      {onSelect ? (
        <StyledProductAction>
          <Button
            variant="secondary"
            loading={selectLoading}
            disabled={selectDisabled}
            aria-describedby={nameId}
            onClick={onSelect}
          >
            {selectLabel}
          </Button>
        </StyledProductAction>
      ) : null}
      {onWishedChange ? (
        <StyledProductWish data-part="wish">
          <IconButton
            icon={<Icon name={wished ? 'heart-filled' : 'heart'} />}
            label={wishLabel ?? `${name} 찜하기`}
            aria-pressed={wished}
            aria-busy={wishLoading || undefined}
            onClick={() => {
              if (!wishLoading) onWishedChange(!wished);
            }}
          />
        </StyledProductWish>
      ) : null}
    </StyledProductCard>
  );
}

export type ProductListItemProps = Omit<ProductCardProps, 'layout'>;

/** The list-row form of the product card (the request page's results). */
export function ProductListItem(props: ProductListItemProps) {
  return <ProductCard {...props} layout="row" />;
}
