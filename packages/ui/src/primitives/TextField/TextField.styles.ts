import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

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
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  transition: border-color ${vars.motion.fast} ${vars.motion.easing};

  &:focus-within {
    border-color: ${vars.color.primary};
    box-shadow: 0 0 0 1px ${vars.color.primary};
  }

  &[data-invalid='true'] {
    border-color: ${vars.color.danger};
  }

  &[data-invalid='true']:focus-within {
    box-shadow: 0 0 0 1px ${vars.color.danger};
  }

  &[data-disabled='true'] {
    border-color: ${vars.color.border};
    background: ${vars.color.surfacePressed};
  }
`;

export const StyledInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: ${vars.layout.touchTarget};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.size.md};

  &::placeholder {
    color: ${vars.color.textMuted};
  }

  /* The box draws the focus ring for the whole control, trailing slot included. */
  &:focus-visible {
    outline: none;
  }

  &:disabled {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
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
