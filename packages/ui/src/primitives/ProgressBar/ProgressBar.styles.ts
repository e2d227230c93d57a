import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledProgress = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  width: 100%;
`;

export const StyledTrack = styled.div`
  position: relative;
  flex: 1;
  height: ${vars.space[2]};
  overflow: hidden;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.primarySubtle};
`;

export const StyledFill = styled.div`
  position: absolute;
  inset: 0;
  border-radius: inherit;
  background: ${vars.color.primary};
  transform-origin: left center;
  transform: scaleX(var(--progress-ratio, 0));
  transition: transform ${vars.motion.slow} ${vars.motion.easing};
`;

export const StyledPercent = styled.span`
  flex: none;
  min-width: 3ch;
  color: ${vars.color.primary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  text-align: right;
`;
