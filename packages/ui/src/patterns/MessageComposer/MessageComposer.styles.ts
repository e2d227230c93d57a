import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledComposer = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-top: ${vars.borderWidth.thin} solid ${vars.color.border};
  background: ${vars.color.surface};
`;

export const StyledRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space[2]};
`;

/**
 * One line to start; it grows with the text to `--composer-max-lines` lines (set from the prop),
 * then scrolls.
 */
export const StyledInput = styled.textarea`
  --composer-line: calc(${vars.font.size.md} * ${vars.font.lineHeight.normal});
  flex: 1;
  min-width: 0;
  min-height: ${vars.layout.controlHeightMd};
  max-height: calc(var(--composer-line) * var(--composer-max-lines, 4) + 2 * ${vars.space[3]});
  padding: ${vars.space[3]} ${vars.space[4]};
  border: ${vars.borderWidth.thin} solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.text};
  font: inherit;
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  overflow-y: auto;
  resize: none;

  &::placeholder {
    color: ${vars.color.textMuted};
  }

  &:focus-visible {
    outline: ${vars.focus.ringWidth} solid ${vars.color.focusRing};
    outline-offset: calc(-1 * ${vars.focus.ringWidth});
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }

  &:disabled {
    background: ${vars.color.surfacePressed};
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const StyledFootnote = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[2]};
  font-size: ${vars.font.size.xs};
`;

export const StyledError = styled.p`
  flex: 1;
  margin: 0;
  color: ${vars.color.danger};
  font-weight: ${vars.font.weight.medium};
`;

export const StyledCounter = styled.p`
  margin: 0 0 0 auto;
  color: ${vars.color.textSubtle};
  font-variant-numeric: tabular-nums;

  &[data-full='true'] {
    color: ${vars.color.danger};
  }
`;
