import { styled } from 'styled-components';
import { Badge } from '../../primitives/Badge';
import { vars } from '../../tokens/css-variables';

export const StyledNavigation = styled.nav`
  position: fixed;
  bottom: 0;
  left: 50%;
  z-index: ${vars.zIndex.navigation};
  width: 100%;
  max-width: ${vars.layout.appMaxWidth};
  transform: translateX(-50%);
  background: ${vars.color.surface};
  border-top: 1px solid ${vars.color.border};
  /* The bar keeps its height above the home indicator of notched phones. */
  padding-bottom: env(safe-area-inset-bottom, 0px);
`;

export const StyledList = styled.ul`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  height: ${vars.layout.navigationHeight};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledLink = styled.a`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  height: 100%;
  min-height: ${vars.layout.touchTarget};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.tight};
  text-decoration: none;
  -webkit-tap-highlight-color: transparent;
  transition: color ${vars.motion.fast} ${vars.motion.easing};

  & > svg {
    width: ${vars.space[6]};
    height: ${vars.space[6]};
    flex: none;
  }

  &:active {
    background: ${vars.color.surfacePressed};
  }

  &[aria-current='page'] {
    color: ${vars.color.primary};
    font-weight: ${vars.font.weight.bold};
  }

  &:focus-visible {
    outline-offset: calc(-1 * ${vars.focus.ringWidth});
  }
`;

/**
 * A tab's count at the top right of its icon, as apps show it: the kit's badge, filled so it
 * stands out. `&&` outranks the badge's own tone rule, which sets the same two variables.
 */
export const StyledCount = styled(Badge)`
  && {
    --badge-background: ${vars.color.danger};
    --badge-color: ${vars.color.onPrimary};
  }

  position: absolute;
  top: ${vars.space[1]};
  left: calc(50% + ${vars.space[1]});
  justify-content: center;
  min-width: ${vars.space[5]};
  font-variant-numeric: tabular-nums;
`;
