import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.header};
  display: grid;
  grid-template-columns: ${vars.space[12]} minmax(0, 1fr) ${vars.space[12]};
  align-items: center;
  height: ${vars.layout.headerHeight};
  padding: 0 ${vars.space[1]};
  background: ${vars.color.surface};
  border-bottom: 1px solid ${vars.color.border};
  color: ${vars.color.text};
`;

export const StyledSlot = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: 0;
`;

export const StyledTitle = styled.h1`
  margin: 0;
  min-width: 0;
  overflow: hidden;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;

  /* The logo sits at the start, the way the home screen shows it. */
  &[data-logo='true'] {
    text-align: start;
  }
`;

export const StyledLogo = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.layout.touchTarget};
  color: ${vars.color.primary};
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.bold};
  letter-spacing: -0.02em;
  text-decoration: none;
  -webkit-tap-highlight-color: transparent;
`;
