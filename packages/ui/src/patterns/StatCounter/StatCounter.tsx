import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId, type HTMLAttributes, type Ref } from 'react';
import { formatNumber } from '../../format/format';
import {
  StyledLabel,
  StyledSkeleton,
  StyledStatCounter,
  StyledUnit,
  StyledValue,
} from './StatCounter.styles';
import { statCounterVariants, type StatCounterVariant } from './StatCounter.variants';

export interface StatCounterProps extends HTMLAttributes<HTMLDivElement> {
  /** e.g. '지금 접속 중', '오늘 견적 요청' */
  label: string;
  value: number | null | undefined;
  /** e.g. '명', '건' */
  unit?: string;
  loading?: boolean;
  variant?: StatCounterVariant;
  loadingLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

export function StatCounter({
  label,
  value,
  unit = '',
  loading = false,
  variant = statCounterVariants.variant.default,
  loadingLabel = '불러오는 중',
  ...rest
}: StatCounterProps) {
  const id = useId();
  const known = value !== null && value !== undefined && Number.isFinite(value);
  return (
    <StyledStatCounter
      role="group"
      aria-labelledby={`${id}-label`}
      aria-busy={loading || undefined}
      data-qm="stat-counter"
      data-variant={variant}
      data-loading={loading}
      {...rest}
    >
      <StyledLabel id={`${id}-label`}>{label}</StyledLabel>
      {loading ? (
        <StyledValue>
          <StyledSkeleton aria-hidden="true" data-part="skeleton" />
          <VisuallyHidden>{loadingLabel}</VisuallyHidden>
        </StyledValue>
      ) : (
        <StyledValue data-part="value">
          {known ? formatNumber(value) : '-'}
          {known && unit && <StyledUnit>{unit}</StyledUnit>}
        </StyledValue>
      )}
    </StyledStatCounter>
  );
}
