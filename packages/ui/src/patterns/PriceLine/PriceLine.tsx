import type { HTMLAttributes, Ref } from 'react';
import { formatDate, formatWon } from '../../format/format';
import { StyledPriceLine } from './PriceLine.styles';
import {
  priceLineVariants,
  type PriceLineEmphasis,
  type PriceLineKind,
} from './PriceLine.variants';

export interface PriceLineProps extends HTMLAttributes<HTMLParagraphElement> {
  kind?: PriceLineKind;
  /** 출고가 (phone) or the expected monthly rental fee (rental), in won. */
  amount?: number | null | undefined;
  /** The release date, for `kind="release"`. */
  shipmentDate?: Date | string | null | undefined;
  emphasis?: PriceLineEmphasis;
  /** Overrides the label: '출고가' or '예상 월 렌탈료'. */
  label?: string | undefined;
  /** The word after the date: '출시'. */
  releaseSuffix?: string;
  /** Shown instead of a date when there is none: '출시일 미정'. */
  unknownReleaseText?: string;
  ref?: Ref<HTMLParagraphElement>;
}

const defaultLabels: Record<Exclude<PriceLineKind, 'release'>, string> = {
  phone: '출고가',
  rental: '예상 월 렌탈료',
};

export function PriceLine({
  kind = priceLineVariants.kind.default,
  amount,
  shipmentDate,
  emphasis = priceLineVariants.emphasis.default,
  label,
  releaseSuffix = '출시',
  unknownReleaseText = '출시일 미정',
  ...rest
}: PriceLineProps) {
  return (
    <StyledPriceLine data-qm="price-line" data-kind={kind} data-emphasis={emphasis} {...rest}>
      {kind === 'release' ? (
        shipmentDate ? (
          <>
            <span data-part="value">{formatDate(shipmentDate)}</span>
            <span data-part="suffix">{releaseSuffix}</span>
          </>
        ) : (
          <span data-part="suffix">{unknownReleaseText}</span>
        )
      ) : (
        <>
          <span data-part="label">{label ?? defaultLabels[kind]}</span>
          <span data-part="value">{formatWon(amount)}</span>
        </>
      )}
    </StyledPriceLine>
  );
}
