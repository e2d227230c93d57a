import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import {
  StyledChipItem,
  StyledListDescription,
  StyledListItem,
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
  ComponentPropsWithoutRef<typeof RadioGroupPrimitive.Root>,
  'asChild' | 'children' | 'orientation'
> {
  /** The group's name, shown above it (or only to screen readers with `hideLabel`). */
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly RadioOption[];
  variant?: RadioGroupVariant;
  orientation?: RadioGroupOrientation;
  ref?: Ref<HTMLDivElement>;
}

/** Radix radio group as rows or as pill chips; arrow keys move and select, as WAI-ARIA says. */
export function RadioGroup({
  label,
  hideLabel = false,
  options,
  variant = radioGroupVariants.variant.default,
  orientation = radioGroupVariants.orientation.default,
  className,
  ...rest
}: RadioGroupProps) {
  const baseId = `qm-radio-${useId()}`;
  const labelId = `${baseId}-label`;
  const legend = <StyledRadioLegend id={labelId}>{label}</StyledRadioLegend>;
  return (
    <StyledRadioField data-qm="radio-group" data-variant={variant} className={className}>
      {hideLabel ? <VisuallyHidden asChild>{legend}</VisuallyHidden> : legend}
      <RadioGroupPrimitive.Root
        asChild
        orientation={orientation}
        aria-labelledby={labelId}
        loop
        {...rest}
      >
        <StyledRadioRoot data-variant={variant} data-orientation={orientation}>
          {options.map((option, index) => {
            const itemId = `${baseId}-${index}`;
            if (variant === 'chip') {
              return (
                <RadioGroupPrimitive.Item
                  key={option.value}
                  asChild
                  id={itemId}
                  value={option.value}
                  disabled={option.disabled}
                >
                  <StyledChipItem data-part="chip">{option.label}</StyledChipItem>
                </RadioGroupPrimitive.Item>
              );
            }
            const descriptionId = option.description != null ? `${itemId}-description` : undefined;
            return (
              <StyledListRow key={option.value} data-part="row">
                <RadioGroupPrimitive.Item
                  asChild
                  id={itemId}
                  value={option.value}
                  disabled={option.disabled}
                  aria-describedby={descriptionId}
                >
                  <StyledListItem>
                    <RadioGroupPrimitive.Indicator />
                  </StyledListItem>
                </RadioGroupPrimitive.Item>
                <StyledListText>
                  <StyledListLabel htmlFor={itemId} data-disabled={Boolean(option.disabled)}>
                    {option.label}
                  </StyledListLabel>
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
      </RadioGroupPrimitive.Root>
    </StyledRadioField>
  );
}
