import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import { cardShell } from '../../internal/cardSurface';
import { StyledButton } from '../../primitives/Button/Button.styles';

/** The kit's button painted on a link, for actions that navigate. */
export const StyledLinkButton = styled(StyledButton)`
  text-decoration: none;
`;

export const StyledQuoteCard = styled.div`
  ${cardShell}

  &[data-lowest='true'] {
    box-shadow:
      inset 0 0 0 1.5px ${vars.color.primary},
      ${vars.shadow.sm};
  }
`;

export const StyledQuoteProduct = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const StyledQuoteTitle = styled.h3`
  display: -webkit-box;
  flex: 1;
  margin: 0;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const StyledBadge = styled.span`
  align-self: flex-start;
  padding: 2px ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primaryPressed};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.normal};
  white-space: nowrap;
`;

export const StyledQuoteSeller = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
`;

export const StyledQuoteActions = styled.div`
  display: flex;
  gap: ${vars.space[2]};

  & > * {
    flex: 1;
  }
`;
