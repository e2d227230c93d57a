import * as RadixAccordion from '@radix-ui/react-accordion';
import { styled, keyframes } from 'styled-components';
import { vars } from '../../tokens/css-variables';

const open = keyframes`
  from { height: 0; }
  to { height: var(--radix-accordion-content-height); }
`;
const close = keyframes`
  from { height: var(--radix-accordion-content-height); }
  to { height: 0; }
`;

export const StyledRoot = styled(RadixAccordion.Root)`
  display: flex;
  flex-direction: column;
  background: ${vars.color.surface};
`;

export const StyledItem = styled(RadixAccordion.Item)`
  border-bottom: 1px solid ${vars.color.border};
`;

export const StyledHeader = styled(RadixAccordion.Header)`
  margin: 0;
  font-size: ${vars.font.size.md};
`;

export const StyledTrigger = styled(RadixAccordion.Trigger)`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  width: 100%;
  min-height: 56px;
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
  text-align: left;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  &:active {
    background: ${vars.color.surfacePressed};
  }

  [data-part='question'] {
    flex: 1;
    min-width: 0;
  }

  [data-part='q-mark'] {
    flex: none;
    color: ${vars.color.primary};
    font-weight: ${vars.font.weight.bold};
  }

  svg {
    flex: none;
    width: 20px;
    height: 20px;
    color: ${vars.color.textMuted};
    transition: transform ${vars.motion.normal} ${vars.motion.easing};
  }

  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
`;

export const StyledContent = styled(RadixAccordion.Content)`
  overflow: hidden;
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.relaxed};

  &[data-state='open'] {
    animation: ${open} ${vars.motion.normal} ${vars.motion.easing};
  }

  &[data-state='closed'] {
    animation: ${close} ${vars.motion.normal} ${vars.motion.easing};
  }
`;

export const StyledAnswer = styled.div`
  padding: ${vars.space[4]};
  white-space: pre-line;
`;
