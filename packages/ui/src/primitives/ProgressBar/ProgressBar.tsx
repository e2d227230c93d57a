import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { StyledFill, StyledPercent, StyledProgress, StyledTrack } from './ProgressBar.styles';

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Percent done, 0–100. Out-of-range values are clamped and fractions rounded. */
  value: number;
  /** Shows `{n}%` beside the bar, as the wizard does. */
  showValue?: boolean;
  /** The accessible name of the bar. */
  label?: string;
  ref?: Ref<HTMLDivElement>;
}

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export function ProgressBar({
  value,
  showValue = false,
  label = '진행률',
  ...rest
}: ProgressBarProps) {
  const percent = clampPercent(value);
  return (
    <StyledProgress data-qm="progress-bar" {...rest}>
      <StyledTrack
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        data-part="track"
      >
        <StyledFill
          data-part="fill"
          style={{ '--progress-ratio': percent / 100 } as CSSProperties}
        />
      </StyledTrack>
      {showValue && (
        <StyledPercent aria-hidden="true" data-part="value">
          {percent}%
        </StyledPercent>
      )}
    </StyledProgress>
  );
}
