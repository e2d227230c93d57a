import { styled, keyframes } from 'styled-components';
import { vars } from '../../tokens/css-variables';

const bounce = keyframes`
  0%, 60%, 100% { transform: translateY(0); opacity: 0.4; }
  30% { transform: translateY(-4px); opacity: 1; }
`;

export const StyledDots = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  height: 1.5em;
`;

export const StyledDot = styled.span`
  display: block;
  width: ${vars.space[2]};
  height: ${vars.space[2]};
  border-radius: 50%;
  background: ${vars.color.textMuted};
  animation: ${bounce} 1.2s ease-in-out infinite;

  &:nth-child(2) {
    animation-delay: 0.15s;
  }
  &:nth-child(3) {
    animation-delay: 0.3s;
  }

  /* Three still dots still read as "typing". */
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    opacity: 0.7;
  }
`;
