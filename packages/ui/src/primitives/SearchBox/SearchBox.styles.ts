import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledSearchBox = styled.form`
  position: relative;
  width: 100%;
`;

export const StyledSearchBar = styled.div`
  display: flex;
  align-items: center;
  min-height: ${vars.layout.controlHeightMd};
  padding: 0 ${vars.space[1]} 0 ${vars.space[4]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  transition: border-color ${vars.motion.fast} ${vars.motion.easing};

  &:focus-within {
    border-color: ${vars.color.primary};
    box-shadow: 0 0 0 1px ${vars.color.primary};
  }

  &[data-disabled='true'] {
    border-color: ${vars.color.border};
    background: ${vars.color.surfacePressed};
  }
`;

export const StyledSearchInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: ${vars.layout.touchTarget};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.size.md};
  appearance: none;

  &::placeholder {
    color: ${vars.color.textMuted};
  }

  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }

  &:focus-visible {
    outline: none;
  }

  &:disabled {
    color: ${vars.color.textDisabled};
  }
`;

/* Suggestions overlay the content under the box. A z-index token for dropdowns is missing. */
export const StyledListbox = styled.ul`
  position: absolute;
  z-index: 1;
  top: calc(100% + ${vars.space[1]});
  right: 0;
  left: 0;
  margin: 0;
  padding: ${vars.space[1]} 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};
  list-style: none;
  max-height: calc(${vars.layout.controlHeightMd} * 6);
  overflow-y: auto;
`;

export const StyledOption = styled.li`
  display: flex;
  align-items: center;
  min-height: ${vars.layout.controlHeightMd};
  padding: 0 ${vars.space[4]};
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.md};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.text};
  }

  @media (hover: hover) {
    &:hover {
      background: ${vars.color.surfaceMuted};
    }
    &[aria-selected='true']:hover {
      background: ${vars.color.primarySubtle};
    }
  }

  & > mark {
    background: transparent;
    color: ${vars.color.primaryPressed};
    font-weight: ${vars.font.weight.bold};
  }
`;
