import { styled, css } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import type { TextSize, TextTone } from './Text.variants';
import { dataVariants } from '../../internal/dataVariants';

const sizeStyles: Record<TextSize, ReturnType<typeof css>> = {
  xs: css`
    --text-size: ${vars.font.size.xs};
  `,
  sm: css`
    --text-size: ${vars.font.size.sm};
  `,
  md: css`
    --text-size: ${vars.font.size.md};
  `,
};

const toneStyles: Record<TextTone, ReturnType<typeof css>> = {
  default: css`
    --text-color: ${vars.color.text};
  `,
  subtle: css`
    --text-color: ${vars.color.textSubtle};
  `,
  muted: css`
    --text-color: ${vars.color.textMuted};
  `,
  danger: css`
    --text-color: ${vars.color.danger};
  `,
  success: css`
    --text-color: ${vars.color.success};
  `,
};

export const StyledText = styled.p`
  ${dataVariants('size', sizeStyles)}
  ${dataVariants('tone', toneStyles)}
  margin: 0;
  color: var(--text-color);
  font-size: var(--text-size);
  line-height: ${vars.font.lineHeight.normal};
`;
