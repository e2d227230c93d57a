import { css, styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledRadioField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

export const StyledRadioLegend = styled.div`
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
`;

export const StyledRadioRoot = styled.div`
  display: flex;

  &[data-orientation='vertical'] {
    flex-direction: column;
  }
  &[data-orientation='horizontal'] {
    flex-flow: row wrap;
    column-gap: ${vars.space[4]};
  }
  &[data-variant='chip'] {
    gap: ${vars.space[2]};
  }
  &[data-variant='chip'][data-orientation='vertical'] {
    align-items: flex-start;
  }
`;

/* ---- the native radio: invisible over what it draws, which follows its state with :has() ---- */

const invisibleRadio = css`
  position: absolute;
  margin: 0;
  opacity: 0;
  appearance: none;
  cursor: inherit;
`;

/* ---- list: a circle beside a clickable label ---- */

export const StyledListRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  min-height: ${vars.layout.touchTarget};
  padding: ${vars.space[3]} 0;
  box-sizing: border-box;
`;

export const StyledListCircle = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${vars.control.radio};
  height: ${vars.control.radio};
  border: ${vars.borderWidth.thick} solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  box-sizing: border-box;
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${vars.color.primary};
  }
  &:has(input:checked)::after {
    content: '';
    width: ${vars.control.radioDot};
    height: ${vars.control.radioDot};
    border-radius: ${vars.radius.pill};
    background: ${vars.color.primary};
  }

  &:has(input:focus-visible) {
    outline: ${vars.focus.ringWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.focus.ringOffset};
  }

  &:has(input:disabled) {
    border-color: ${vars.color.border};
    background: ${vars.color.surfacePressed};
    cursor: not-allowed;
  }
`;

/** Larger than the circle it covers: a 44 px target. */
export const StyledListInput = styled.input`
  ${invisibleRadio}
  inset: calc((${vars.control.radio} - ${vars.layout.touchTarget}) / 2);
`;

export const StyledListText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const StyledListLabel = styled.label`
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
  line-height: ${vars.control.radio};
  cursor: pointer;

  ${StyledListRow}:has(input:disabled) & {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const StyledListDescription = styled.p`
  margin: 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
`;

/* ---- chip: the whole pill is the radio's label ---- */

export const StyledChipItem = styled.label`
  all: unset;
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${vars.layout.touchTarget};
  min-height: ${vars.layout.touchTarget};
  padding: 0 ${vars.space[4]};
  border: ${vars.borderWidth.thin} solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  box-sizing: border-box;
  cursor: pointer;
  white-space: nowrap;
  transition:
    background-color ${vars.motion.fast} ${vars.motion.easing},
    border-color ${vars.motion.fast} ${vars.motion.easing};

  &:has(input:checked) {
    border-color: ${vars.color.primary};
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryPressed};
    font-weight: ${vars.font.weight.semibold};
  }

  &:has(input:focus-visible) {
    outline: ${vars.focus.ringWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.focus.ringOffset};
  }

  &:has(input:disabled) {
    border-color: ${vars.color.border};
    background: ${vars.color.surfacePressed};
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const StyledChipInput = styled.input`
  ${invisibleRadio}
  inset: 0;
  width: 100%;
  height: 100%;
`;
