import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledPagination = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};

  &[data-layout='compact'] [data-part='page'] {
    display: none;
  }

  &:not([data-layout='compact']) [data-part='position'] {
    display: none;
  }
`;

export const StyledPageList = styled.ol`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledPageButton = styled.button`
  min-width: 36px;
  height: 36px;
  padding: 0 ${vars.space[2]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${vars.color.surfacePressed};
  }

  &:focus-visible {
    outline: ${vars.focus.ringWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.focus.ringOffset};
  }

  &[aria-current='page'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryPressed};
    font-weight: ${vars.font.weight.bold};
  }

  &:disabled {
    color: ${vars.color.textDisabled};
    cursor: default;
  }
`;

export const StyledGap = styled.span`
  padding: 0 ${vars.space[1]};
  color: ${vars.color.textMuted};
`;

export const StyledPosition = styled.span`
  padding: 0 ${vars.space[2]};
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
`;
