import { useId, useRef, useState, type HTMLAttributes, type KeyboardEvent, type Ref } from 'react';
import { Icon } from '../Icon';
import {
  StyledStarError,
  StyledStarInputField,
  StyledStarInputGroup,
  StyledStarRadio,
} from './StarRating.styles';
import { starRatingInputVariants, type StarRatingInputSize } from './StarRating.variants';
import { maxStars } from './starRow';

export interface StarRatingInputProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange' | 'children'
> {
  /** 1 – 5, or null when nothing is chosen yet (controlled). */
  value?: number | null;
  defaultValue?: number | null;
  onValueChange?: (value: number) => void;
  /** The group's accessible name. */
  label?: string;
  /** Names each star: 3 → '3점'. */
  getStarLabel?: (value: number) => string;
  /** e.g. '별점을 선택해 주세요.'; marks the group invalid and is announced. */
  error?: string | null | undefined;
  disabled?: boolean;
  required?: boolean;
  size?: StarRatingInputSize;
  ref?: Ref<HTMLDivElement>;
}

const defaultStarLabel = (value: number) => `${value}점`;
const stars = Array.from({ length: maxStars }, (_, index) => index + 1);

/**
 * Choosing 1 – 5 stars, as a WAI-ARIA radio group: one tab stop, arrows change the rating (and
 * stop at 1 and 5 rather than wrapping round), Home/End jump to 1/5, a tap sets it.
 */
export function StarRatingInput({
  value: valueProp,
  defaultValue = null,
  onValueChange,
  label = '별점 선택',
  getStarLabel = defaultStarLabel,
  error,
  disabled = false,
  required = false,
  size = starRatingInputVariants.size.default,
  id,
  ref,
  className,
  ...rest
}: StarRatingInputProps) {
  const generated = useId();
  const groupId = id ?? `qm-star-input-${generated}`;
  const errorId = `${groupId}-error`;
  const [internal, setInternal] = useState<number | null>(defaultValue);
  const value = valueProp !== undefined ? valueProp : internal;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const hasError = Boolean(error);

  const choose = (next: number, focus: boolean) => {
    const clamped = Math.min(maxStars, Math.max(1, next));
    if (focus) buttons.current[clamped - 1]?.focus();
    if (clamped === value) return;
    if (valueProp === undefined) setInternal(clamped);
    onValueChange?.(clamped);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, star: number) => {
    const current = value ?? star;
    const keys: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current - 1,
      Home: 1,
      End: maxStars,
    };
    // With nothing chosen, the first arrow press chooses the focused star itself.
    const next = value == null && event.key.startsWith('Arrow') ? star : keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next, true);
  };

  const tabStop = value ?? 1;

  return (
    <StyledStarInputField data-qm="star-rating-input" className={className}>
      <StyledStarInputGroup
        ref={ref}
        id={groupId}
        role="radiogroup"
        aria-label={label}
        aria-invalid={hasError || undefined}
        aria-required={required || undefined}
        aria-describedby={hasError ? errorId : undefined}
        aria-disabled={disabled || undefined}
        data-size={size}
        {...rest}
      >
        {stars.map((star) => (
          <StyledStarRadio
            key={star}
            ref={(node: HTMLButtonElement | null) => {
              buttons.current[star - 1] = node;
            }}
            type="button"
            role="radio"
            aria-checked={value === star}
            aria-label={getStarLabel(star)}
            tabIndex={star === tabStop ? 0 : -1}
            disabled={disabled}
            data-filled={value != null && star <= value}
            data-part="star"
            onClick={() => choose(star, false)}
            onKeyDown={(event) => handleKeyDown(event, star)}
          >
            <Icon name="star" />
          </StyledStarRadio>
        ))}
      </StyledStarInputGroup>
      <StyledStarError id={errorId} role="alert" data-part="error">
        {error || ''}
      </StyledStarError>
    </StyledStarInputField>
  );
}
