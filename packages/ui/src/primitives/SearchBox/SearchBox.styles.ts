import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import { fieldFrame, inlineFieldControl } from '../../internal/fieldFrame';

export const StyledSearchBox = styled.form`
  position: relative;
  width: 100%;
`;

export const StyledSearchBar = styled.div`
  display: flex;
  align-items: center;
  min-height: ${vars.layout.controlHeightMd};
  padding: 0 ${vars.space[1]} 0 ${vars.space[4]};
  border-radius: ${vars.radius.pill};
  ${fieldFrame}
`;

export const StyledSearchInput = styled.input`
  ${inlineFieldControl}
  appearance: none;

  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
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
  border: ${vars.borderWidth.thin} solid ${vars.color.border};
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
