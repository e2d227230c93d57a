import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import { StyledBox } from '../TextField/TextField.styles';
import { fieldControl } from '../../internal/fieldFrame';

export const StyledTextareaBox = styled(StyledBox)`
  flex-direction: column;
  align-items: stretch;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]};
`;

export const StyledTextarea = styled.textarea`
  ${fieldControl}
  min-height: calc(${vars.layout.controlHeightMd} * 2);
  line-height: ${vars.font.lineHeight.normal};
  resize: vertical;

  &:disabled {
    resize: none;
  }
`;

export const StyledCounter = styled.p`
  margin: 0;
  align-self: flex-end;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.xs};
  font-variant-numeric: tabular-nums;

  &[data-full='true'] {
    color: ${vars.color.danger};
  }
`;
