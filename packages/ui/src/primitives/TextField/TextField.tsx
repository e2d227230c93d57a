import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import {
  StyledBox,
  StyledDescription,
  StyledError,
  StyledField,
  StyledInput,
  StyledLabel,
  StyledTrailing,
} from './TextField.styles';
import { useFieldIds } from './useFieldIds';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The visible label; it also names the input. */
  label: ReactNode;
  /** Help text under the box, linked with aria-describedby. */
  description?: ReactNode;
  /**
   * The error message. When set the input is aria-invalid and described by it; the message sits
   * in an alert region, so it is announced when it appears or changes, not on every render.
   */
  error?: string | null | undefined;
  /** Content at the end of the box: a button, a countdown, a unit. */
  trailing?: ReactNode;
  /** Ref to the native input. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
  /** The root's `data-qm` id; components built on TextField set their own. */
  'data-qm'?: string;
}

/**
 * A labelled text input. The value is never reformatted while typing, so Korean IME composition
 * (ㄱ → 가 → 각) is never interrupted.
 */
export function TextField({
  label,
  description,
  error,
  trailing,
  id,
  disabled = false,
  type = 'text',
  className,
  ref,
  'aria-describedby': extraDescribedBy,
  'data-qm': qm = 'text-field',
  ...rest
}: TextFieldProps) {
  const hasError = Boolean(error);
  const { controlId, descriptionId, errorId, describedBy } = useFieldIds(
    id,
    Boolean(description),
    hasError,
  );
  const allDescribedBy = [describedBy, extraDescribedBy].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField data-qm={qm} data-invalid={hasError} className={className}>
      <StyledLabel htmlFor={controlId} data-disabled={disabled}>
        {label}
      </StyledLabel>
      <StyledBox data-part="box" data-invalid={hasError} data-disabled={disabled}>
        <StyledInput
          ref={ref}
          id={controlId}
          type={type}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={allDescribedBy}
          {...rest}
        />
        {trailing != null && <StyledTrailing data-part="trailing">{trailing}</StyledTrailing>}
      </StyledBox>
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
