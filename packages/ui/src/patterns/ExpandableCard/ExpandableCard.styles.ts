import * as Collapsible from '@radix-ui/react-collapsible';
import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import { cardSurface } from '../../internal/cardSurface';

export const StyledExpandableCard = styled(Collapsible.Root)`
  ${cardSurface}
  overflow: hidden;
`;

export const StyledHeading = styled.h3`
  margin: 0;
  font-size: inherit;
  font-weight: inherit;
`;

export const StyledTrigger = styled(Collapsible.Trigger)`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  width: 100%;
  min-height: 56px;
  padding: ${vars.space[4]};
  border: 0;
  background: transparent;
  text-align: left;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition: background-color ${vars.motion.fast} ${vars.motion.easing};

  &:active {
    background: ${vars.color.surfacePressed};
  }

  &:focus-visible {
    outline-offset: calc(-1 * ${vars.focus.ringWidth});
  }

  & > [data-part='text'] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }

  & [data-part='title'] {
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.semibold};
    line-height: ${vars.font.lineHeight.tight};
  }

  & [data-part='subtitle'] {
    color: ${vars.color.textSubtle};
    font-size: ${vars.font.size.sm};
    line-height: ${vars.font.lineHeight.tight};
  }

  & > [data-part='summary'] {
    flex: none;
    max-width: 45%;
    color: ${vars.color.primary};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.bold};
    text-align: right;
  }

  & > svg {
    flex: none;
    width: 20px;
    height: 20px;
    color: ${vars.color.textSubtle};
    transition: transform ${vars.motion.normal} ${vars.motion.easing};
  }

  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

export const StyledContent = styled(Collapsible.Content)`
  padding: 0 ${vars.space[4]} ${vars.space[4]};

  &::before {
    content: '';
    display: block;
    height: 1px;
    margin-bottom: ${vars.space[4]};
    background: ${vars.color.border};
  }
`;
