import * as RadixDialog from '@radix-ui/react-dialog';
import { styled, keyframes } from 'styled-components';
import { vars } from '../../tokens/css-variables';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.96); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

export const StyledOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.dialog};
  background: ${vars.color.overlay};
  animation: ${fadeIn} ${vars.motion.normal} ${vars.motion.easing};
`;

export const StyledContent = styled(RadixDialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${vars.zIndex.dialog};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: calc(100% - ${vars.space[10]});
  max-width: ${vars.layout.dialogMaxWidth};
  max-height: calc(100dvh - ${vars.space[12]});
  overflow-y: auto;
  padding: ${vars.space[6]} ${vars.space[5]} ${vars.space[5]};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.lg};
  color: ${vars.color.text};
  transform: translate(-50%, -50%);
  animation: ${popIn} ${vars.motion.normal} ${vars.motion.easing};

  &:focus {
    outline: none;
  }
`;

export const StyledTitle = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const StyledDescription = styled(RadixDialog.Description)`
  margin: 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  white-space: pre-line;
`;

export const StyledBody = styled.div`
  font-size: ${vars.font.size.md};
`;

export const StyledFooter = styled.div`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[4]};
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
`;
