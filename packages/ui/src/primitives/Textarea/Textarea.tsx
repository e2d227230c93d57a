import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import {
  StyledDescription,
  StyledError,
  StyledField,
  StyledLabel,
} from '../TextField/TextField.styles';
import { useFieldIds } from '../TextField/useFieldIds';
import { StyledCounter, StyledTextarea, StyledTextareaBox } from './Textarea.styles';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The visible label; it also names the textarea. */
  label: ReactNode;
  description?: ReactNode;
  /** The error message: aria-invalid, aria-describedby and an alert region, as in TextField. */
  error?: string | null | undefined;
  /** The most characters allowed; the counter shows 'n / max'. */
  maxLength?: number;
  /** Reads the counter aloud, e.g. (12, 500) → '500자 중 12자 입력'. */
  counterLabel?: (length: number, max: number) => string;
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
}

const defaultCounterLabel = (length: number, max: number) => `${max}자 중 ${length}자 입력`;

/** A labelled multi-line field with a live character counter (reviews, reports, requests). */
export function Textarea({
  label,
  description,
  error,
  maxLength,
  counterLabel = defaultCounterLabel,
  id,
  disabled = false,
  rows = 4,
  value,
  defaultValue,
  onChange,
  className,
  ref,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextareaProps) {
  const hasError = Boolean(error);
  const { controlId, descriptionId, errorId, describedBy } = useFieldIds(
    id,
    Boolean(description),
    hasError,
  );
  // The counter needs the length in both modes, so the uncontrolled text is mirrored here.
  const [uncontrolledLength, setUncontrolledLength] = useState(
    () => String(defaultValue ?? '').length,
  );
  const length = value !== undefined ? String(value).length : uncontrolledLength;
  const counterId = `${controlId}-counter`;
  const allDescribedBy =
    [describedBy, maxLength !== undefined ? counterId : null, extraDescribedBy]
      .filter(Boolean)
      .join(' ') || undefined;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (value === undefined) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  return (
    <StyledField data-qm="textarea" data-invalid={hasError} className={className}>
      <StyledLabel htmlFor={controlId} data-disabled={disabled}>
        {label}
      </StyledLabel>
      <StyledTextareaBox data-part="box" data-invalid={hasError} data-disabled={disabled}>
        <StyledTextarea
          ref={ref}
          id={controlId}
          rows={rows}
          disabled={disabled}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          aria-invalid={hasError || undefined}
          aria-describedby={allDescribedBy}
          {...rest}
        />
        {maxLength !== undefined && (
          <StyledCounter
            id={counterId}
            aria-live="polite"
            data-part="counter"
            data-full={length >= maxLength}
          >
            <span aria-hidden="true">
              {length} / {maxLength}
            </span>
            <VisuallyHidden>{counterLabel(length, maxLength)}</VisuallyHidden>
          </StyledCounter>
        )}
      </StyledTextareaBox>
      {description != null && (
        <StyledDescription id={descriptionId} data-part="description">
          {description}
        </StyledDescription>
      )}
      <StyledError id={errorId} role="alert" data-part="error">
        {error || ''}
      </StyledError>
    </StyledField>
  );
}
