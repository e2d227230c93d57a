import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledCheckboxRow = styled.div`
  &[data-size='sm'] {
    --checkbox-box: ${vars.control.checkboxSm};
    --checkbox-font: ${vars.font.size.sm};
  }
  &[data-size='md'] {
    --checkbox-box: ${vars.control.checkboxMd};
    --checkbox-font: ${vars.font.size.md};
  }

  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  min-height: ${vars.layout.touchTarget};
  padding: calc((${vars.layout.touchTarget} - var(--checkbox-box)) / 2) 0;
  box-sizing: border-box;
`;

export const StyledCheckboxRoot = styled.button`
  all: unset;
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--checkbox-box);
  height: var(--checkbox-box);
  border: ${vars.borderWidth.thick} solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.onPrimary};
  box-sizing: border-box;
  cursor: pointer;
  transition:
    background-color ${vars.motion.fast} ${vars.motion.easing},
    border-color ${vars.motion.fast} ${vars.motion.easing};

  /* A 44 × 44 touch area around the small box. */
  &::before {
    content: '';
    position: absolute;
    inset: calc((var(--checkbox-box) - ${vars.layout.touchTarget}) / 2);
  }

  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
  }

  &:focus-visible {
    outline: ${vars.focus.ringWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.focus.ringOffset};
  }

  &[data-disabled] {
    border-color: ${vars.color.border};
    background: ${vars.color.surfacePressed};
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }

  & svg {
    width: 80%;
    height: 80%;
  }

  & > span {
    display: contents;
  }

  &[data-state='checked'] [data-icon='dash'],
  &[data-state='indeterminate'] [data-icon='check'] {
    display: none;
  }
`;

export const StyledCheckboxText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const StyledCheckboxLabel = styled.label`
  color: ${vars.color.text};
  font-size: var(--checkbox-font);
  line-height: var(--checkbox-box);
  cursor: pointer;

  &[data-disabled='true'] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const StyledCheckboxDescription = styled.p`
  margin: 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;
