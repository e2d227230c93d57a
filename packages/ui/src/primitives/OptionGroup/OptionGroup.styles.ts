import * as RadioGroup from '@radix-ui/react-radio-group';
import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: ${vars.space[2]};
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
`;

export const StyledRequiredMark = styled.span`
  margin-left: ${vars.space[1]};
  color: ${vars.color.danger};
`;

export const StyledRoot = styled(RadioGroup.Root)`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const StyledItem = styled(RadioGroup.Item)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.layout.touchTarget};
  padding: 0 ${vars.space[4]};
  border: ${vars.borderWidth.thin} solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${vars.motion.fast} ${vars.motion.easing},
    border-color ${vars.motion.fast} ${vars.motion.easing};

  &[data-state='checked'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryPressed};
    font-weight: ${vars.font.weight.semibold};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${vars.color.surfacePressed};
    color: ${vars.color.textDisabled};
  }

  &[data-kind='color'] {
    padding: 0 ${vars.space[3]} 0 ${vars.space[2]};
  }

  [data-invalid='true'] & {
    border-color: ${vars.color.danger};
  }
`;

/** The swatch colour comes from data (the product's colour), set as a CSS variable inline. */
export const StyledSwatch = styled.span`
  width: ${vars.control.swatch};
  height: ${vars.control.swatch};
  flex: none;
  border-radius: ${vars.radius.pill};
  border: ${vars.borderWidth.thin} solid ${vars.color.borderStrong};
  background: var(--option-swatch, ${vars.color.surfaceMuted});

  [data-state='checked'] > & {
    box-shadow:
      0 0 0 ${vars.control.swatchSelectedGap} ${vars.color.surface},
      0 0 0 calc(${vars.control.swatchSelectedGap} + ${vars.control.swatchSelectedRing})
        ${vars.color.primary};
  }
`;

export const StyledError = styled.p`
  margin: ${vars.space[2]} 0 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
`;
