import { css } from 'styled-components';
import { vars } from '../tokens/css-variables';

/**
 * The box every text field draws (TextField, Textarea, SearchBox): its border, surface and the
 * states it shows for the control inside (focus, invalid, disabled). Its shape and padding are the
 * field's own.
 */
export const fieldFrame = css`
  border: ${vars.borderWidth.thin} solid ${vars.color.borderStrong};
  background: ${vars.color.surface};
  transition: border-color ${vars.motion.fast} ${vars.motion.easing};

  &:focus-within {
    border-color: ${vars.color.primary};
    box-shadow: 0 0 0 ${vars.borderWidth.thin} ${vars.color.primary};
  }

  &[data-invalid='true'] {
    border-color: ${vars.color.danger};
  }

  &[data-invalid='true']:focus-within {
    box-shadow: 0 0 0 ${vars.borderWidth.thin} ${vars.color.danger};
  }

  &[data-disabled='true'] {
    border-color: ${vars.color.border};
    background: ${vars.color.surfacePressed};
  }
`;

/** The bare control inside a field frame: the frame draws the border and the focus ring. */
export const fieldControl = css`
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.size.md};

  &::placeholder {
    color: ${vars.color.textMuted};
  }

  &:focus-visible {
    outline: none;
  }

  &:disabled {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

/** A one-line control: takes the row's free width beside its slots, at a touch target's height. */
export const inlineFieldControl = css`
  ${fieldControl}
  flex: 1;
  min-width: 0;
  min-height: ${vars.layout.touchTarget};
`;
