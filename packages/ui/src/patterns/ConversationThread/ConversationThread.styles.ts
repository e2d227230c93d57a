import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

/** Names the thread for apps and tests, and leaves the layout to the transcript inside. */
export const StyledThread = styled.div`
  display: contents;
`;

/** The words before the first message, in the middle of the empty log. */
export const StyledEmpty = styled.div`
  margin: auto 0;
  padding: ${vars.space[4]};
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
  text-align: center;
`;
