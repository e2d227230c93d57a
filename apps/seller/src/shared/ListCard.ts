import { styled } from 'styled-components';
import { vars } from '@quotemarket/ui';

/** One entry of a console list (a sent quote, a won deal): a white card on the grey page. */
export const ListCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

/** The card's title row: the name on the start side, a badge or a date at the end. */
export const ListCardHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;
