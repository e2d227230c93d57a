import { styled, css } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import type { AnswerButtonsLayout } from './AnswerButtons.variants';
import { dataVariants } from '../../internal/dataVariants';

const layoutStyles: Record<AnswerButtonsLayout, ReturnType<typeof css>> = {
  stack: css`
    --answers-columns: 1fr;
  `,
  grid: css`
    --answers-columns: repeat(2, minmax(0, 1fr));
  `,
};

export const StyledAnswerButtons = styled.div`
  ${dataVariants('layout', layoutStyles)}
  display: grid;
  grid-template-columns: var(--answers-columns);
  gap: ${vars.space[2]};
  width: 100%;
`;

export const StyledAnswer = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: ${vars.layout.controlHeightMd};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.tight};
  text-align: center;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${vars.motion.fast} ${vars.motion.easing},
    border-color ${vars.motion.fast} ${vars.motion.easing};

  @media (hover: hover) {
    &:hover:not(:disabled) {
      border-color: ${vars.color.primary};
      background: ${vars.color.primarySubtle};
    }
  }

  &:active:not(:disabled) {
    background: ${vars.color.primarySubtlePressed};
  }

  &[aria-pressed='true'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-weight: ${vars.font.weight.semibold};
  }

  &:disabled {
    cursor: not-allowed;
    border-color: ${vars.color.border};
    background: ${vars.color.surfacePressed};
    color: ${vars.color.textDisabled};
  }

  &:disabled[aria-pressed='true'] {
    border-color: ${vars.color.primarySubtlePressed};
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryPressed};
  }
`;
