import * as RadixDialog from '@radix-ui/react-dialog';
import { styled, keyframes } from 'styled-components';
import { vars } from '../../tokens/css-variables';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const slideUp = keyframes`
  from { transform: translate(-50%, 100%); }
  to { transform: translate(-50%, 0); }
`;

export const StyledOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.sheet};
  background: ${vars.color.overlay};
  animation: ${fadeIn} ${vars.motion.normal} ${vars.motion.easing};
`;

export const StyledContent = styled(RadixDialog.Content)`
  position: fixed;
  bottom: 0;
  left: 50%;
  z-index: ${vars.zIndex.sheet};
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${vars.layout.appMaxWidth};
  max-height: 85dvh;
  padding-bottom: env(safe-area-inset-bottom, 0px);
  border-radius: ${vars.radius.xl} ${vars.radius.xl} 0 0;
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.lg};
  color: ${vars.color.text};
  transform: translate(-50%, 0);
  animation: ${slideUp} ${vars.motion.slow} ${vars.motion.easing};

  &:focus {
    outline: none;
  }
`;

/** A visual cue that the sheet came up from the bottom; it is not a control. */
export const StyledHandle = styled.span`
  flex: none;
  align-self: center;
  width: ${vars.space[10]};
  height: ${vars.space[1]};
  margin: ${vars.space[2]} 0 ${vars.space[1]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.borderStrong};
`;

export const StyledHeader = styled.div`
  flex: none;
  padding: ${vars.space[3]} ${vars.space[5]} ${vars.space[2]};
`;

export const StyledTitle = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const StyledDescription = styled(RadixDialog.Description)`
  margin: ${vars.space[1]} 0 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
`;

export const StyledBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${vars.space[2]} ${vars.space[5]};
`;

export const StyledFooter = styled.div`
  flex: none;
  padding: ${vars.space[3]} ${vars.space[5]} ${vars.space[4]};
`;
