import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import { cardShell } from '../../internal/cardSurface';

export const StyledBidderCard = styled.div`
  ${cardShell}
`;

export const StyledBidderFigures = styled.div`
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
`;

export const StyledBidderActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space[2]};
`;
