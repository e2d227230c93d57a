import { styled } from 'styled-components';
import { Text, vars } from '@quotemarket/ui';

/** The home's stacked cards: the realtime comparisons and the customer reviews. */
export const HomeCards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const HomeCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

/** A card's first line: the kit's body text, a step heavier. */
export const HomeCardTitle = styled(Text)`
  font-weight: ${vars.font.weight.semibold};
`;
