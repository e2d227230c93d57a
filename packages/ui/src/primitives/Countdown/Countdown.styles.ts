import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledCountdown = styled.span`
  display: inline-block;
  color: ${vars.color.primary};
  font-weight: ${vars.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-tone='urgent'] {
    color: ${vars.color.danger};
  }

  &[data-state='expired'] {
    color: ${vars.color.textSubtle};
  }
`;
