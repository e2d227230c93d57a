import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import { cardShell } from '../../internal/cardSurface';

export const StyledBidderCard = styled.div`
  ${cardShell}

  & > [data-part='outcome'] {
    align-self: flex-start;
  }

  &[data-highlighted] {
    box-shadow:
      inset 0 0 0 2px ${vars.color.primary},
      ${vars.shadow.sm};
  }
`;

export const StyledBidderFigures = styled.div`
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
`;

/** The figures' comparison with the market (the app's words), read after them. */
export const StyledBidderComparison = styled.p`
  margin: ${vars.space[2]} 0 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
`;

export const StyledBidderActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space[2]};

  &[data-single] {
    grid-template-columns: 1fr;
  }
`;
