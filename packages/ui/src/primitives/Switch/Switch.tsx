import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import {
  StyledSwitchDescription,
  StyledSwitchLabel,
  StyledSwitchRoot,
  StyledSwitchRow,
  StyledSwitchText,
  StyledSwitchThumb,
} from './Switch.styles';

export interface SwitchProps extends Omit<
  ComponentPropsWithoutRef<typeof SwitchPrimitive.Root>,
  'asChild' | 'children'
> {
  /** The visible label, e.g. '이벤트 알림'; clicking it toggles the switch. */
  label: ReactNode;
  /** A second line under the label, linked with aria-describedby. */
  description?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A settings row: label (and description) on the left, a Radix switch on the right. */
export function Switch({
  label,
  description,
  id,
  disabled = false,
  className,
  'aria-describedby': extraDescribedBy,
  ...rest
}: SwitchProps) {
  const generated = useId();
  const controlId = id ?? `qm-switch-${generated}`;
  const descriptionId = `${controlId}-description`;
  const describedBy =
    [description != null ? descriptionId : null, extraDescribedBy].filter(Boolean).join(' ') ||
    undefined;
  return (
    <StyledSwitchRow data-qm="switch" className={className}>
      <StyledSwitchText>
        <StyledSwitchLabel htmlFor={controlId} data-disabled={disabled}>
          {label}
        </StyledSwitchLabel>
        {description != null && (
          <StyledSwitchDescription id={descriptionId}>{description}</StyledSwitchDescription>
        )}
      </StyledSwitchText>
      <SwitchPrimitive.Root
        asChild
        id={controlId}
        disabled={disabled}
        aria-describedby={describedBy}
        {...rest}
      >
        <StyledSwitchRoot data-part="track">
          <SwitchPrimitive.Thumb asChild>
            <StyledSwitchThumb data-part="thumb" />
          </SwitchPrimitive.Thumb>
        </StyledSwitchRoot>
      </SwitchPrimitive.Root>
    </StyledSwitchRow>
  );
}
