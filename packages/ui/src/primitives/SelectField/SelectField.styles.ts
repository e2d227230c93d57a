import { styled } from 'styled-components';
import { fieldControl } from '../../internal/fieldFrame';
import { vars } from '../../tokens/css-variables';
import { StyledBox } from '../TextField/TextField.styles';

/** The box of a TextField, with room for the select's own arrow at the end. */
export const StyledSelectBox = styled(StyledBox)`
  position: relative;
  padding: 0;
`;

export const StyledSelect = styled.select`
  ${fieldControl}
  flex: 1;
  min-width: 0;
  min-height: ${vars.layout.controlHeightMd};
  padding: 0 ${vars.space[10]} 0 ${vars.space[4]};
  appearance: none;
  cursor: pointer;
`;

/** The arrow the native one was hidden for; it lets presses through to the select. */
export const StyledArrow = styled.span`
  position: absolute;
  right: ${vars.space[4]};
  width: 8px;
  height: 8px;
  margin-top: -4px;
  border-right: ${vars.borderWidth.thick} solid ${vars.color.textSubtle};
  border-bottom: ${vars.borderWidth.thick} solid ${vars.color.textSubtle};
  transform: rotate(45deg);
  pointer-events: none;
`;
