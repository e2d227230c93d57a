import * as RadixTabs from '@radix-ui/react-tabs';
import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledRoot = styled(RadixTabs.Root)`
  display: flex;
  flex-direction: column;
`;

export const StyledList = styled(RadixTabs.List)`
  display: flex;
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};
  overflow-x: auto;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }
`;

export const StyledTrigger = styled(RadixTabs.Trigger)`
  position: relative;
  flex: 1 0 auto;
  /* Also when the tab is a link (asChild around an a element): centred, not underlined. */
  display: inline-flex;
  align-items: center;
  justify-content: center;
  text-decoration: none;
  min-height: ${vars.layout.controlHeightMd};
  padding: 0 ${vars.space[3]};
  border: 0;
  background: transparent;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition: color ${vars.motion.fast} ${vars.motion.easing};

  &::after {
    content: '';
    position: absolute;
    right: 0;
    bottom: -1px;
    left: 0;
    height: 2px;
    background: transparent;
    transition: background-color ${vars.motion.fast} ${vars.motion.easing};
  }

  &[data-state='active'] {
    color: ${vars.color.text};
    font-weight: ${vars.font.weight.bold};
  }

  &[data-state='active']::after {
    background: ${vars.color.primary};
  }

  &:disabled {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }

  &:focus-visible {
    outline-offset: calc(-1 * ${vars.focus.ringWidth});
  }
`;

export const StyledContent = styled(RadixTabs.Content)`
  &:focus-visible {
    outline-offset: calc(-1 * ${vars.focus.ringWidth});
  }
`;
