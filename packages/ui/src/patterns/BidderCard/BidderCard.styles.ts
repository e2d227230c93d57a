import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledBidderCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};
  color: ${vars.color.text};
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
