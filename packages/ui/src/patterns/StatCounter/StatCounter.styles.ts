import { styled, keyframes } from 'styled-components';
import { vars } from '../../tokens/css-variables';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

export const StyledStatCounter = styled.div`
  display: flex;
  min-width: 0;

  &[data-variant='card'] {
    flex-direction: column;
    gap: ${vars.space[1]};
    padding: ${vars.space[4]};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surface};
    box-shadow: ${vars.shadow.sm};
    --stat-value-size: ${vars.font.size.xxl};
  }

  &[data-variant='inline'] {
    flex-direction: row;
    align-items: baseline;
    gap: ${vars.space[2]};
    --stat-value-size: ${vars.font.size.md};
  }
`;

export const StyledLabel = styled.span`
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
`;

export const StyledValue = styled.span`
  color: ${vars.color.text};
  font-size: var(--stat-value-size);
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;
`;

export const StyledUnit = styled.span`
  margin-left: 2px;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
`;

export const StyledSkeleton = styled.span`
  display: inline-block;
  width: 4em;
  height: 1em;
  font-size: var(--stat-value-size);
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfacePressed};
  animation: ${pulse} 1.2s ease-in-out infinite;
`;
