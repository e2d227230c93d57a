import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import {
  StyledCheckboxDescription,
  StyledCheckboxLabel,
  StyledCheckboxRoot,
  StyledCheckboxRow,
  StyledCheckboxText,
} from './Checkbox.styles';
import { checkboxVariants, type CheckboxSize } from './Checkbox.variants';
import { Icon } from '../Icon';

export type CheckedState = CheckboxPrimitive.CheckedState;

export interface CheckboxProps extends Omit<
  ComponentPropsWithoutRef<typeof CheckboxPrimitive.Root>,
  'asChild' | 'children'
> {
  /** The visible label; clicking it toggles the box. */
  label: ReactNode;
  /** A second line under the label, linked with aria-describedby. */
  description?: ReactNode;
  size?: CheckboxSize;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A Radix checkbox beside a clickable label. `checked` may be `'indeterminate'` (the
 * "전체 동의" box when only some terms are agreed).
 */
export function Checkbox({
  label,
  description,
  size = checkboxVariants.size.default,
  id,
  disabled = false,
  className,
  checked,
  'aria-describedby': extraDescribedBy,
  ...rest
}: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? `qm-checkbox-${generated}`;
  const descriptionId = `${controlId}-description`;
  const describedBy =
    [description != null ? descriptionId : null, extraDescribedBy].filter(Boolean).join(' ') ||
    undefined;
  return (
    <StyledCheckboxRow data-qm="checkbox" data-size={size} className={className}>
      <CheckboxPrimitive.Root
        asChild
        id={controlId}
        disabled={disabled}
        checked={checked}
        aria-describedby={describedBy}
        {...rest}
      >
        <StyledCheckboxRoot data-part="box">
          <CheckboxPrimitive.Indicator>
            <Icon name="check" />
            <Icon name="dash" />
          </CheckboxPrimitive.Indicator>
        </StyledCheckboxRoot>
      </CheckboxPrimitive.Root>
      <StyledCheckboxText>
        <StyledCheckboxLabel htmlFor={controlId} data-disabled={disabled}>
          {label}
        </StyledCheckboxLabel>
        {description != null && (
          <StyledCheckboxDescription id={descriptionId}>{description}</StyledCheckboxDescription>
        )}
      </StyledCheckboxText>
    </StyledCheckboxRow>
  );
}
