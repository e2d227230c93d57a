import { styled, css } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import type { ChatBubbleSide } from './ChatBubble.variants';
import { dataVariants } from '../../internal/dataVariants';

const sideStyles: Record<ChatBubbleSide, ReturnType<typeof css>> = {
  dealer: css`
    --bubble-direction: row;
    --bubble-align: flex-start;
    --bubble-bg: ${vars.color.bubbleDealer};
    --bubble-border: ${vars.color.bubbleDealerBorder};
    --bubble-fg: ${vars.color.text};
    --bubble-radius: ${vars.radius.sm} ${vars.radius.xl} ${vars.radius.xl} ${vars.radius.xl};
  `,
  shopper: css`
    --bubble-direction: row-reverse;
    --bubble-align: flex-end;
    --bubble-bg: ${vars.color.bubbleShopper};
    --bubble-border: ${vars.color.bubbleShopper};
    --bubble-fg: ${vars.color.onPrimary};
    --bubble-radius: ${vars.radius.xl} ${vars.radius.sm} ${vars.radius.xl} ${vars.radius.xl};
  `,
};

export const StyledChatBubble = styled.div`
  ${dataVariants('side', sideStyles)}
  display: flex;
  flex-direction: var(--bubble-direction);
  align-items: flex-start;
  gap: ${vars.space[2]};
  width: 100%;
`;

export const StyledAvatar = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${vars.space[10]};
  height: ${vars.space[10]};
  overflow: hidden;
  border-radius: 50%;
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primaryPressed};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &[data-continued] {
    background: none;
  }
`;

export const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: var(--bubble-align);
  gap: ${vars.space[1]};
  min-width: 0;
  max-width: 80%;
`;

export const StyledName = styled.span`
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.medium};
`;

export const StyledRow = styled.div`
  display: flex;
  flex-direction: var(--bubble-direction);
  align-items: flex-end;
  gap: ${vars.space[1]};
  max-width: 100%;
`;

export const StyledBubble = styled.div`
  min-width: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid var(--bubble-border);
  border-radius: var(--bubble-radius);
  background: var(--bubble-bg);
  color: var(--bubble-fg);
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  white-space: pre-line;

  &[data-content='media'] {
    padding: 0;
    overflow: hidden;
    border-color: ${vars.color.border};
    background: ${vars.color.surfaceMuted};
  }
`;

export const StyledTime = styled.span`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: var(--bubble-align);
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.xs};
  white-space: nowrap;
`;
