import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledChips = styled(ToggleGroup.Root)`
  display: flex;
  gap: ${vars.space[2]};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scroll-padding-inline: ${vars.space[4]};
  padding: ${vars.space[1]} 0;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }
`;

export const StyledChip = styled(ToggleGroup.Item)`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: ${vars.layout.touchTarget};
  padding: 0 ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  white-space: nowrap;
  scroll-snap-align: start;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${vars.motion.fast} ${vars.motion.easing},
    color ${vars.motion.fast} ${vars.motion.easing};

  &[data-selected='true'] {
    border-color: ${vars.color.text};
    background: ${vars.color.text};
    color: ${vars.color.onPrimary};
    font-weight: ${vars.font.weight.semibold};
  }

  &:active:not([data-selected='true']) {
    background: ${vars.color.surfacePressed};
  }
`;
