import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import { cardShell } from '../../internal/cardSurface';

export const StyledQuoteRequestCard = styled.article`
  ${cardShell}
  position: relative;
  transition: background-color ${vars.motion.fast} ${vars.motion.easing};

  &:has(a[data-part='link']:active) {
    background: ${vars.color.surfacePressed};
  }
`;

export const StyledProductRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const StyledProductText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
`;

/** The product name links to the request; its box stretches over the whole card. */
export const StyledCardLink = styled.a`
  color: inherit;
  text-decoration: none;
  outline: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${vars.radius.lg};
  }

  &:focus-visible::after {
    outline: ${vars.focus.ringWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.focus.ringOffset};
  }
`;

export const StyledOptions = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledBest = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
`;

export const StyledBestTitle = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[1]} ${vars.space[2]};
  margin: 0;
  font-size: ${vars.font.size.sm};

  & > [data-part='best-label'] {
    color: ${vars.color.primary};
    font-weight: ${vars.font.weight.bold};
  }

  & > [data-part='best-store'] {
    color: ${vars.color.text};
    font-weight: ${vars.font.weight.semibold};
  }
`;

export const StyledWaiting = styled.p`
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
`;

/*
 * One line whatever the font: on a phone the line is a few pixels short of wrapping, and a wrap
 * that came and went as Pretendard replaced the phone's font moved the cards below. The stores'
 * avatars give way instead; the count they stand for is written beside them.
 */
export const StyledFooter = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  font-size: ${vars.font.size.sm};

  & > [data-qm='seller-avatars'] {
    min-width: 0;
    overflow: hidden;
  }
`;

export const StyledReceived = styled.span`
  flex-shrink: 0;
  color: ${vars.color.text};
  font-weight: ${vars.font.weight.semibold};
  white-space: nowrap;
`;

export const StyledTimeLeft = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: baseline;
  gap: ${vars.space[1]};
  margin-left: auto;
  color: ${vars.color.textSubtle};
  white-space: nowrap;

  /* '마감' says it all: no '남은 시간' in front of it. */
  &:has([data-state='expired']) > [data-part='time-label'] {
    display: none;
  }
`;
