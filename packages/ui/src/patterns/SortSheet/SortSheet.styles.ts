import * as RadioGroup from '@radix-ui/react-radio-group';
import { styled, css } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  padding-bottom: ${vars.space[2]};
`;

export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

export const StyledSectionTitle = styled.h3`
  margin: 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
`;

export const StyledSearchInput = styled.input`
  width: 100%;
  min-height: ${vars.layout.controlHeightMd};
  padding: 0 ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
  appearance: none;

  &::placeholder {
    color: ${vars.color.textMuted};
  }

  &:focus-visible {
    outline-offset: 0;
    border-color: ${vars.color.primary};
    background: ${vars.color.surface};
  }
`;

export const StyledTagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledTag = styled.li`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
`;

/* Chips are 36px tall; the invisible edge below makes each press target 44px. */
const touchArea = css`
  position: relative;

  &::before {
    content: '';
    position: absolute;
    inset: calc(-1 * ${vars.space[1]}) 0;
  }
`;

export const StyledTagButton = styled.button`
  ${touchArea}
  min-width: 0;
  min-height: ${vars.layout.controlHeightSm};
  padding: 0 ${vars.space[1]} 0 ${vars.space[3]};
  overflow: hidden;
  border: 0;
  border-radius: ${vars.radius.pill} 0 0 ${vars.radius.pill};
  background: transparent;
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  &:active {
    background: ${vars.color.surfacePressed};
  }
`;

export const StyledTagDelete = styled.button`
  ${touchArea}
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${vars.layout.controlHeightSm};
  height: ${vars.layout.controlHeightSm};
  padding: 0;
  border: 0;
  border-radius: 0 ${vars.radius.pill} ${vars.radius.pill} 0;
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;

  & > svg {
    width: ${vars.space[4]};
    height: ${vars.space[4]};
  }

  &:active {
    background: ${vars.color.surfacePressed};
  }
`;

export const StyledRadioGroup = styled(RadioGroup.Root)`
  display: flex;
  flex-direction: column;
`;

export const StyledRadioRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: ${vars.layout.controlHeightMd};
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  &[data-checked='true'] {
    font-weight: ${vars.font.weight.semibold};
  }
`;

export const StyledRadio = styled(RadioGroup.Item)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${vars.space[5]};
  height: ${vars.space[5]};
  padding: 0;
  border: 2px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  cursor: pointer;

  &[data-state='checked'] {
    border-color: ${vars.color.primary};
  }
`;

export const StyledRadioIndicator = styled(RadioGroup.Indicator)`
  width: ${vars.space[2]};
  height: ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.primary};
`;
