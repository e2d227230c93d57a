import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

/*
 * Both sizes keep a 44 × 44 touch target: `sm` only draws a smaller icon and a tighter
 * background, the hit area stays the same.
 */
/* As a link too (`href`), so the same look serves both. */
export const StyledIconButton = styled.button`
  &[data-variant='ghost'] {
    --icon-button-bg: transparent;
    --icon-button-bg-hover: ${vars.color.surfaceMuted};
    --icon-button-bg-pressed: ${vars.color.surfacePressed};
    --icon-button-fg: ${vars.color.textSubtle};
  }
  &[data-variant='filled'] {
    --icon-button-bg: ${vars.color.surfacePressed};
    --icon-button-bg-hover: ${vars.color.border};
    --icon-button-bg-pressed: ${vars.color.borderStrong};
    --icon-button-fg: ${vars.color.text};
  }
  &[data-variant='plain'] {
    --icon-button-bg: transparent;
    --icon-button-bg-hover: ${vars.color.surfaceMuted};
    --icon-button-bg-pressed: ${vars.color.surfacePressed};
    --icon-button-fg: ${vars.color.text};
  }
  &[data-size='sm'] {
    --icon-button-icon: ${vars.font.size.lg};
    --icon-button-radius: ${vars.radius.sm};
  }
  &[data-size='md'] {
    --icon-button-icon: ${vars.font.size.xxl};
    --icon-button-radius: ${vars.radius.md};
  }
  &[data-variant='plain'] {
    --icon-button-radius: ${vars.radius.pill};
  }

  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: ${vars.layout.touchTarget};
  min-height: ${vars.layout.touchTarget};
  padding: 0;
  border: 0;
  border-radius: var(--icon-button-radius);
  background: var(--icon-button-bg);
  color: var(--icon-button-fg);
  font-size: var(--icon-button-icon);
  line-height: 1;
  text-decoration: none;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  transition: background-color ${vars.motion.fast} ${vars.motion.easing};

  @media (hover: hover) {
    &:hover:not(:disabled) {
      background: var(--icon-button-bg-hover);
    }
  }

  &:active:not(:disabled) {
    background: var(--icon-button-bg-pressed);
  }

  &:disabled {
    --icon-button-fg: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;

  & > svg {
    width: 1em;
    height: 1em;
  }
`;
