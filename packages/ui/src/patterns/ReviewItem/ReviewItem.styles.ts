import { styled } from 'styled-components';
import { Button } from '../../primitives/Button';
import { vars } from '../../tokens/css-variables';

export const StyledReviewItem = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]} 0;
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};

  &[data-variant='card'] {
    padding: ${vars.space[4]};
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surface};
  }
`;

export const StyledReviewHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[2]};

  & > [data-part='buyer'],
  & > [data-part='author'] {
    font-weight: ${vars.font.weight.semibold};
  }

  & > [data-part='date'] {
    margin-left: auto;
    color: ${vars.color.textSubtle};
    font-size: ${vars.font.size.xs};
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledReviewProduct = styled.p`
  margin: 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.xs};
`;

export const StyledReviewText = styled.p`
  margin: 0;
  white-space: pre-line;

  &[data-clamped='true'] {
    display: -webkit-box;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    line-clamp: 3;
  }
`;

/** The kit's ghost button, pulled up and left so its text lines up with the review's. */
export const StyledReviewToggle = styled(Button)`
  align-self: flex-start;
  margin: calc(-1 * ${vars.space[2]}) 0 0 calc(-1 * ${vars.space[3]});
`;

/** The store's answer: set in from the review on a muted ground, so it reads as a reply to it. */
export const StyledReviewReply = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin-left: ${vars.space[4]};
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};

  /* On the card's white the lightest grey would vanish; one step darker keeps the edge. */
  [data-variant='card'] > & {
    background: ${vars.color.background};
  }
`;

export const StyledReviewActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;
