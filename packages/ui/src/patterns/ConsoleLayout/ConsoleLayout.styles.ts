import { styled } from 'styled-components';
import { wideScreen } from '../../internal/media';
import { Badge } from '../../primitives/Badge';
import { vars } from '../../tokens/css-variables';

/*
 * One set of elements, two arrangements: below 1024 px the header is a top bar and its nav a tab
 * bar fixed to the bottom of the screen; from 1024 px the header is a sidebar holding the nav as a
 * list. Nothing is rendered twice, so the landmarks and the tab order stay the same on both.
 */

export const StyledConsoleLayout = styled.div`
  min-height: 100dvh;

  @media ${wideScreen} {
    display: grid;
    grid-template-columns: ${vars.layout.sidebarWidth} minmax(0, 1fr);
    align-items: start;
  }
`;

export const StyledSkipLink = styled.a`
  position: fixed;
  top: ${vars.space[2]};
  left: ${vars.space[2]};
  z-index: calc(${vars.zIndex.header} + 1);
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primary};
  color: ${vars.color.onPrimary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  text-decoration: none;
  /* Out of sight until a keyboard user reaches it first thing on the page. */
  transform: translateY(calc(-100% - ${vars.space[4]}));

  &:focus {
    transform: none;
  }
`;

export const StyledSidebar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: ${vars.layout.headerHeight};
  padding: ${vars.space[2]} ${vars.space[4]};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};

  @media ${wideScreen} {
    flex-direction: column;
    align-items: stretch;
    gap: ${vars.space[6]};
    height: 100dvh;
    overflow-y: auto;
    padding: ${vars.space[6]} ${vars.space[3]};
    border-bottom: 0;
    border-right: 1px solid ${vars.color.border};
  }
`;

export const StyledIdentity = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  & > [data-part='brand'] {
    overflow: hidden;
    color: ${vars.color.primary};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
    line-height: ${vars.font.lineHeight.tight};
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & > [data-part='store'] {
    margin: 0;
    overflow: hidden;
    color: ${vars.color.textSubtle};
    font-size: ${vars.font.size.xs};
    line-height: ${vars.font.lineHeight.normal};
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  @media ${wideScreen} {
    flex: none;
    gap: ${vars.space[1]};
    padding: 0 ${vars.space[3]};

    /* The sidebar has the height to spare: long names wrap rather than lose their end. */
    & > [data-part='brand'],
    & > [data-part='store'] {
      white-space: normal;
    }

    & > [data-part='brand'] {
      font-size: ${vars.font.size.xl};
    }

    & > [data-part='store'] {
      font-size: ${vars.font.size.sm};
    }
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};

  @media ${wideScreen} {
    padding: 0 ${vars.space[3]};
  }
`;

export const StyledNavigation = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${vars.zIndex.navigation};
  background: ${vars.color.surface};
  border-top: 1px solid ${vars.color.border};
  /* The bar keeps its height above the home indicator of notched phones. */
  padding-bottom: env(safe-area-inset-bottom, 0px);

  @media ${wideScreen} {
    position: static;
    padding: 0;
    background: transparent;
    border-top: 0;
  }
`;

export const StyledNavList = styled.ul`
  display: grid;
  /* Items share the bar; a menu longer than the screen scrolls sideways instead of cutting labels. */
  grid-auto-columns: minmax(max-content, 1fr);
  grid-auto-flow: column;
  height: ${vars.layout.navigationHeight};
  margin: 0;
  padding: 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  list-style: none;

  @media ${wideScreen} {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[1]};
    height: auto;
    overflow-x: visible;
  }
`;

export const StyledNavLink = styled.a`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  height: 100%;
  min-height: ${vars.layout.touchTarget};
  padding: 0 ${vars.space[2]};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.tight};
  text-decoration: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    color ${vars.motion.fast} ${vars.motion.easing},
    background-color ${vars.motion.fast} ${vars.motion.easing};

  & > [data-part='icon'] {
    display: flex;
  }

  & > [data-part='icon'] > svg {
    width: ${vars.space[6]};
    height: ${vars.space[6]};
    flex: none;
  }

  & > [data-part='label'] {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
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

  @media ${wideScreen} {
    flex-direction: row;
    justify-content: flex-start;
    gap: ${vars.space[3]};
    height: auto;
    padding: 0 ${vars.space[3]};
    border-radius: ${vars.radius.md};
    color: ${vars.color.textSubtle};
    font-size: ${vars.font.size.md};

    & > [data-part='icon'] > svg {
      width: ${vars.space[5]};
      height: ${vars.space[5]};
    }

    &[aria-current='page'] {
      background: ${vars.color.primarySubtle};
      color: ${vars.color.primaryPressed};
    }
  }

  @media ${wideScreen} and (hover: hover) {
    &:hover:not([aria-current='page']) {
      background: ${vars.color.surfaceMuted};
    }
  }
`;

/**
 * The kit's badge, filled so it stands out on a tab and on the active row's tint alike. `&&`
 * outranks the badge's own tone rule, which sets the same two variables.
 */
export const StyledNavCount = styled(Badge)`
  && {
    --badge-background: ${vars.color.primary};
    --badge-color: ${vars.color.onPrimary};
  }

  position: absolute;
  top: ${vars.space[1]};
  left: calc(50% + ${vars.space[2]});
  justify-content: center;
  min-width: ${vars.space[5]};

  @media ${wideScreen} {
    position: static;
    margin-left: auto;
  }
`;

export const StyledMain = styled.main`
  /* Room for the tab bar, so the end of the content never hides behind it. */
  padding-bottom: calc(${vars.layout.navigationHeight} + env(safe-area-inset-bottom, 0px));

  /* Focused only by the skip link, to move the reading position; it is no control to outline. */
  &:focus {
    outline: none;
  }

  @media ${wideScreen} {
    min-width: 0;
    padding: 0 ${vars.space[4]};
  }
`;

export const StyledContent = styled.div`
  @media ${wideScreen} {
    max-width: ${vars.layout.consoleContentMaxWidth};
    margin: 0 auto;
  }
`;
