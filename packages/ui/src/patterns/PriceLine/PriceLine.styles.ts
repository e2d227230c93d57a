import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledPriceLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${vars.space[1]};
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.tight};

  & > [data-part='label'] {
    color: ${vars.color.textSubtle};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.regular};
  }

  & > [data-part='value'] {
    white-space: nowrap;
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }

  &[data-emphasis='strong'] {
    font-size: ${vars.font.size.xl};
  }
  &[data-emphasis='strong'] > [data-part='label'] {
    font-size: ${vars.font.size.md};
    color: ${vars.color.textSubtle};
  }
  &[data-emphasis='strong'] > [data-part='value'] {
    color: ${vars.color.primary};
  }

  &[data-emphasis='subtle'] {
    font-size: ${vars.font.size.sm};
    color: ${vars.color.textSubtle};
  }
  &[data-emphasis='subtle'] > [data-part='label'] {
    font-size: ${vars.font.size.xs};
  }
  &[data-emphasis='subtle'] > [data-part='value'] {
    font-weight: ${vars.font.weight.semibold};
  }
`;
