import { styled } from 'styled-components';
import { vars } from '@quotemarket/ui';

/** A one-message screen opened by another app or window: its content centred on the page. */
export const CenteredScreen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[4]};
  min-height: 100%;
  padding: ${vars.space[8]} ${vars.space[4]};
  text-align: center;
`;
