import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import { TextField } from '../TextField';

/** Amounts line up at the end, beside their unit, in figures of one width. */
export const StyledMoneyField = styled(TextField)`
  & [data-part='box'] > input {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledUnit = styled.span`
  padding-right: ${vars.space[2]};
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
`;
