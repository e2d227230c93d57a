import * as Checkbox from '@radix-ui/react-checkbox';
import { styled } from 'styled-components';
import { Button } from '../../primitives/Button';
import { vars } from '../../tokens/css-variables';

export const StyledConsentList = styled.div`
  display: flex;
  flex-direction: column;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  &[data-invalid='true'] {
    box-shadow: inset 0 0 0 1px ${vars.color.danger};
  }
`;

export const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: 48px;
  padding: 0 ${vars.space[4]};

  &[data-part='all'] {
    min-height: 56px;
    border-bottom: 1px solid ${vars.color.border};
    font-weight: ${vars.font.weight.semibold};
  }
`;

export const StyledCheckbox = styled(Checkbox.Root)`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 1.5px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.onPrimary};
  cursor: pointer;
  /* A 44 px touch target around the 24 px box. */
  position: relative;

  &::after {
    content: '';
    position: absolute;
    inset: -10px;
  }

  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
  }
`;

export const StyledIndicator = styled(Checkbox.Indicator)`
  display: inline-grid;
  place-items: center;

  svg {
    width: 16px;
    height: 16px;
  }
`;

export const StyledLabel = styled.label`
  flex: 1;
  min-width: 0;
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  cursor: pointer;

  [data-part='all'] > & {
    font-size: ${vars.font.size.md};
  }
`;

export const StyledMark = styled.span`
  margin-right: ${vars.space[1]};
  color: ${vars.color.textMuted};

  &[data-required='true'] {
    color: ${vars.color.primary};
  }
`;

export const StyledViewLink = styled.a`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: ${vars.layout.touchTarget};
  padding: 0 ${vars.space[2]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
  text-decoration: underline;
  text-underline-offset: 2px;
`;

/** The kit's ghost button with a chevron that turns when the list is open. */
export const StyledToggle = styled(Button)`
  flex: none;

  svg {
    width: 16px;
    height: 16px;
    transition: transform ${vars.motion.normal} ${vars.motion.easing};
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const StyledItems = styled.ul`
  margin: 0;
  padding: ${vars.space[1]} 0;
  list-style: none;

  &[hidden] {
    display: none;
  }
`;

export const StyledError = styled.p`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[4]} ${vars.space[3]};
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
`;
