import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledSwitchRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
  min-height: ${vars.layout.touchTarget};
  padding: ${vars.space[3]} 0;
  box-sizing: border-box;
`;

export const StyledSwitchText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const StyledSwitchLabel = styled.label`
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.medium};
  cursor: pointer;

  &[data-disabled='true'] {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const StyledSwitchDescription = styled.p`
  margin: 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

export const StyledSwitchRoot = styled.button`
  all: unset;
  position: relative;
  flex: none;
  width: ${vars.control.switchWidth};
  height: ${vars.control.switchHeight};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.borderStrong};
  box-sizing: border-box;
  cursor: pointer;
  transition: background-color ${vars.motion.normal} ${vars.motion.easing};

  /* A touch target's height around the shorter track. */
  &::before {
    content: '';
    position: absolute;
    inset: calc((${vars.control.switchHeight} - ${vars.layout.touchTarget}) / 2) 0;
  }

  &[data-state='checked'] {
    background: ${vars.color.primary};
  }

  &:focus-visible {
    outline: ${vars.focus.ringWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.focus.ringOffset};
  }

  &[data-disabled] {
    background: ${vars.color.border};
    cursor: not-allowed;
  }

  &[data-disabled][data-state='checked'] {
    background: ${vars.color.primarySubtlePressed};
  }
`;

/* The thumb sits as far from the track's ends as from its top and bottom. */
const thumbInset = `calc((${vars.control.switchHeight} - ${vars.control.switchThumb}) / 2)`;

export const StyledSwitchThumb = styled.span`
  display: block;
  width: ${vars.control.switchThumb};
  height: ${vars.control.switchThumb};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};
  transform: translateX(${thumbInset});
  transition: transform ${vars.motion.normal} ${vars.motion.easing};

  &[data-state='checked'] {
    transform: translateX(
      calc(${vars.control.switchWidth} - ${vars.control.switchThumb} - ${thumbInset})
    );
  }
`;
