import { useId, type CSSProperties, type Ref } from 'react';
import {
  StyledError,
  StyledFieldset,
  StyledItem,
  StyledLegend,
  StyledRequiredMark,
  StyledRoot,
  StyledSwatch,
} from './OptionGroup.styles';
import { optionGroupKind, type OptionGroupKind } from './OptionGroup.variants';

export interface OptionGroupOption {
  id: string | number;
  /** The option's Korean name, e.g. `미드나이트 블랙` or `256GB`; always visible. */
  value: string;
  /** Swatch colour for colour groups, e.g. `#1c1c1e`. */
  colorHex?: string | undefined;
  disabled?: boolean | undefined;
}

export interface OptionGroupProps {
  /** The option attribute's label, e.g. `색상`, `용량`. */
  name: string;
  options: readonly OptionGroupOption[];
  /** Defaults to `optionGroupKind(name)`: swatches for colour groups, pills otherwise. */
  kind?: OptionGroupKind;
  /** The selected option's id, as a string. */
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  required?: boolean;
  /** Shown under the group and announced, e.g. `옵션을 선택해 주세요.` */
  error?: string | null | undefined;
  disabled?: boolean;
  /** Text after the label of a required group. */
  requiredLabel?: string;
  className?: string;
  ref?: Ref<HTMLFieldSetElement>;
}

export function OptionGroup({
  name,
  options,
  kind,
  value,
  defaultValue,
  onValueChange,
  required = false,
  error,
  disabled = false,
  requiredLabel = '필수',
  className,
  ref,
}: OptionGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const resolvedKind = kind ?? optionGroupKind(name);
  const invalid = Boolean(error);
  return (
    <StyledFieldset
      ref={ref}
      className={className}
      data-qm="option-group"
      data-kind={resolvedKind}
      data-invalid={invalid}
    >
      <StyledLegend id={labelId}>
        {name}
        {required && <StyledRequiredMark>({requiredLabel})</StyledRequiredMark>}
      </StyledLegend>
      <StyledRoot
        aria-labelledby={labelId}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        disabled={disabled}
        required={required}
        loop
      >
        {options.map((option) => (
          <StyledItem
            key={option.id}
            value={String(option.id)}
            disabled={option.disabled}
            data-kind={resolvedKind}
          >
            {resolvedKind === 'color' && (
              <StyledSwatch
                aria-hidden="true"
                data-part="swatch"
                style={
                  option.colorHex
                    ? ({ '--option-swatch': option.colorHex } as CSSProperties)
                    : undefined
                }
              />
            )}
            <span>{option.value}</span>
          </StyledItem>
        ))}
      </StyledRoot>
      {invalid && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
    </StyledFieldset>
  );
}
