import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import {
  StyledChipInput,
  StyledChipItem,
  StyledListCircle,
  StyledListDescription,
  StyledListInput,
  StyledListLabel,
  StyledListRow,
  StyledListText,
  StyledRadioField,
  StyledRadioLegend,
  StyledRadioRoot,
} from './RadioGroup.styles';
import {
  radioGroupVariants,
  type RadioGroupOrientation,
  type RadioGroupVariant,
} from './RadioGroup.variants';

export interface RadioOption {
  value: string;
  label: ReactNode;
  /** A second line (list variant only). */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  ComponentPropsWithoutRef<'div'>,
  'children' | 'defaultValue' | 'onChange'
> {
  /** The group's name, shown above it (or only to screen readers with `hideLabel`). */
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly RadioOption[];
  /** The chosen option's value, for a group its owner controls. */
  value?: string | undefined;
  /** The option chosen at first, for a group that keeps its own choice. */
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /** The radios' form name; a unique one by default. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  variant?: RadioGroupVariant;
  orientation?: RadioGroupOrientation;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Native radios as rows or as pill chips. The browser gives them what WAI-ARIA asks of a radio
 * group: one tab stop, arrow keys that move and select (wrapping), form values. And a page
 * hydrated from the server's markup takes them over with no state and no effect of their own.
 */
export function RadioGroup({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue,
  onValueChange,
  name,
  required = false,
  disabled = false,
  variant = radioGroupVariants.variant.default,
  orientation = radioGroupVariants.orientation.default,
  className,
  ...rest
}: RadioGroupProps) {
  const baseId = `qm-radio-${useId()}`;
  const labelId = `${baseId}-label`;
  const legend = <StyledRadioLegend id={labelId}>{label}</StyledRadioLegend>;
  const controlled = value !== undefined;
  const radio = (option: RadioOption, index: number) => ({
    type: 'radio' as const,
    id: `${baseId}-${index}`,
    name: name ?? baseId,
    value: option.value,
    required,
    disabled: disabled || option.disabled,
    ...(controlled
      ? { checked: value === option.value }
      : { defaultChecked: defaultValue === option.value }),
    onChange: () => onValueChange?.(option.value),
  });
  return (
    <StyledRadioField data-qm="radio-group" data-variant={variant} className={className}>
      {hideLabel ? <VisuallyHidden asChild>{legend}</VisuallyHidden> : legend}
      <StyledRadioRoot
        role="radiogroup"
        aria-labelledby={labelId}
        aria-orientation={orientation}
        aria-required={required || undefined}
        data-variant={variant}
        data-orientation={orientation}
        {...rest}
      >
        {options.map((option, index) => {
          if (variant === 'chip') {
            return (
              <StyledChipItem key={option.value} data-part="chip">
                <StyledChipInput {...radio(option, index)} />
                {option.label}
              </StyledChipItem>
            );
          }
          const input = radio(option, index);
          const descriptionId = option.description != null ? `${input.id}-description` : undefined;
          return (
            <StyledListRow key={option.value} data-part="row">
              <StyledListCircle>
                <StyledListInput {...input} aria-describedby={descriptionId} />
              </StyledListCircle>
              <StyledListText>
                <StyledListLabel htmlFor={input.id}>{option.label}</StyledListLabel>
                {descriptionId && (
                  <StyledListDescription id={descriptionId}>
                    {option.description}
                  </StyledListDescription>
                )}
              </StyledListText>
            </StyledListRow>
          );
        })}
      </StyledRadioRoot>
    </StyledRadioField>
  );
}
