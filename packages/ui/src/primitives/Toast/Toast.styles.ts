import * as RadixToast from '@radix-ui/react-toast';
import { styled, css, keyframes } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import type { ToastTone } from './Toast.variants';
import { dataVariants } from '../../internal/dataVariants';

const toneStyles: Record<ToastTone, ReturnType<typeof css>> = {
  info: css`
    --toast-bg: ${vars.color.inverse};
    --toast-fg: ${vars.color.onInverse};
  `,
  success: css`
    --toast-bg: ${vars.color.success};
    --toast-fg: ${vars.color.onPrimary};
  `,
  error: css`
    --toast-bg: ${vars.color.danger};
    --toast-fg: ${vars.color.onPrimary};
  `,
};

const slideIn = keyframes`
  from { transform: translateX(calc(100% + ${vars.space[4]})); opacity: 0; }
  to { transform: translateX(0); opacity: 1; }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + ${vars.space[4]})); }
`;

/**
 * Fixed to the top right of the app's column: on a phone that is the screen's corner; on a wide
 * screen, the corner of the centred 480 px column.
 */
export const StyledViewport = styled(RadixToast.Viewport)`
  position: fixed;
  top: ${vars.space[4]};
  right: max(${vars.space[4]}, calc((100vw - ${vars.layout.appMaxWidth}) / 2 + ${vars.space[4]}));
  z-index: ${vars.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: min(
    calc(100vw - 2 * ${vars.space[4]}),
    calc(${vars.layout.appMaxWidth} - 2 * ${vars.space[4]})
  );
  max-width: 100vw;
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }
`;

export const StyledToast = styled(RadixToast.Root)`
  ${dataVariants('tone', toneStyles)}
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[2]} ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: var(--toast-bg);
  box-shadow: ${vars.shadow.lg};
  color: var(--toast-fg);
  cursor: pointer;

  &[data-state='open'] {
    animation: ${slideIn} ${vars.motion.normal} ${vars.motion.easing};
  }
  &[data-state='closed'] {
    animation: ${fadeOut} ${vars.motion.fast} ease-in;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform ${vars.motion.normal} ${vars.motion.easing};
  }
  &[data-swipe='end'] {
    animation: ${swipeOut} ${vars.motion.normal} ease-out;
  }

  /* No slide or fade: the toast appears and leaves at once. */
  @media (prefers-reduced-motion: reduce) {
    &[data-state],
    &[data-swipe='end'] {
      animation: none;
    }
  }
`;

export const StyledText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  padding: ${vars.space[2]} 0;
`;

export const StyledTitle = styled(RadixToast.Title)`
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const StyledDescription = styled(RadixToast.Description)`
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

export const StyledClose = styled(RadixToast.Close)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${vars.layout.touchTarget};
  height: ${vars.layout.touchTarget};
  margin: -${vars.space[1]} 0;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: inherit;
  font-size: ${vars.font.size.lg};
  line-height: 1;
  cursor: pointer;

  &:focus-visible {
    outline-color: currentColor;
  }
`;
