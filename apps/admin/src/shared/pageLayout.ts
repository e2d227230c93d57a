import { styled } from 'styled-components';
import { vars } from '@quotemarket/ui';

/* The console pages' small layout pieces, written once. */

/** A page's top row: its heading (and marks) at the start, its actions at the end, wrapping. */
export const PageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

/** A heading beside its badges, as a block. */
export const TitleGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

/** Words and a badge or a button on one line inside text (a heading, a table cell). */
export const InlineGroup = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

/** A value that must not break: a phone number, a date and time. */
export const Nowrap = styled.span`
  white-space: nowrap;
`;
