import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import { fieldFrame, inlineFieldControl } from '../../internal/fieldFrame';

/** Shared by TextField, DigitField and Textarea: label on top, box, description, error. */
export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
`;

export const StyledLabel = styled.label`
  margin-bottom: ${vars.space[2]};
  color: ${vars.color.text};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};

  &[data-disabled='true'] {
    color: ${vars.color.textDisabled};
  }
`;

export const StyledBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.layout.controlHeightMd};
  padding: 0 ${vars.space[2]} 0 ${vars.space[4]};
  border-radius: ${vars.radius.md};
  ${fieldFrame}
`;

/* The box draws the focus ring for the whole control, trailing slot included. */
export const StyledInput = styled.input`
  ${inlineFieldControl}
`;

export const StyledTrailing = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
`;

export const StyledDescription = styled.p`
  margin: ${vars.space[2]} 0 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};

  /* Always in the page so the alert region exists before the message arrives. */
  &:not(:empty) {
    margin-top: ${vars.space[2]};
  }
`;
