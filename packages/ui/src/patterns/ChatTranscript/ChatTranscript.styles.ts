import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledTranscript = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
`;

/**
 * The scroller. Positioned, so what sits absolutely inside a message (a screen reader's hidden
 * words, a grown touch area) scrolls and clips with it instead of stretching the page below.
 */
export const StyledLog = styled.div`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-height: 0;
  padding: ${vars.space[4]};
  overflow-y: auto;
  overscroll-behavior: contain;
  -webkit-overflow-scrolling: touch;

  &:focus-visible {
    outline-offset: calc(-1 * ${vars.focus.ringWidth});
  }
`;

export const StyledJumpButton = styled.button`
  position: absolute;
  bottom: ${vars.space[3]};
  left: 50%;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-height: ${vars.layout.touchTarget};
  padding: 0 ${vars.space[4]};
  border: 0;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.inverse};
  box-shadow: ${vars.shadow.md};
  color: ${vars.color.onInverse};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  cursor: pointer;
  transform: translateX(-50%);
  -webkit-tap-highlight-color: transparent;
`;

/** The top row of a log with older messages: their button, or the spinner while they load. */
export const StyledEarlier = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-height: ${vars.layout.touchTarget};
`;
