import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledChatLayout = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
`;

export const StyledTop = styled.div`
  flex: none;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]} ${vars.space[4]} ${vars.space[2]};
`;

/** The conversation takes the room left and scrolls on its own (ChatTranscript inside). */
export const StyledConversation = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

export const StyledFooter = styled.div`
  flex: none;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  max-height: 60%;
  overflow-y: auto;
  padding: ${vars.space[4]};
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
`;
