import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import {
  StyledDescription,
  StyledError,
  StyledField,
  StyledLabel,
} from '../TextField/TextField.styles';
import { useFieldIds } from '../TextField/useFieldIds';
import { StyledArrow, StyledSelect, StyledSelectBox } from './SelectField.styles';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'multiple' | 'size'
> {
  /** The visible label; it also names the select. */
  label: ReactNode;
  options: readonly SelectOption[];
  value: string;
  onValueChange: (value: string) => void;
  description?: ReactNode;
  error?: string | null | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select in a TextField's box: the platform's own list (a wheel on phones, a
 * searchable list on desktops), the kit's label, help text and error. For a choice among many
 * (a filter's operator, an action); a few choices read better as a RadioGroup.
 */
export function SelectField({
  label,
  options,
  value,
  onValueChange,
  description,
  error,
  id,
  disabled = false,
  ref,
  ...rest
}: SelectFieldProps) {
  const hasError = Boolean(error);
  const { controlId, descriptionId, errorId, describedBy } = useFieldIds(
    id,
    Boolean(description),
    hasError,
  );
  return (
    <StyledField data-qm="select-field" data-invalid={hasError}>
      <StyledLabel htmlFor={controlId} data-disabled={disabled}>
        {label}
      </StyledLabel>
      <StyledSelectBox data-part="box" data-invalid={hasError} data-disabled={disabled}>
        <StyledSelect
          ref={ref}
          id={controlId}
          value={value}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onValueChange(event.target.value)}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
        <StyledArrow aria-hidden="true" />
      </StyledSelectBox>
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
