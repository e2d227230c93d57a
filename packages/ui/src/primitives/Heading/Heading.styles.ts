import { styled, css } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import type { HeadingSize, HeadingTone } from './Heading.variants';
import { dataVariants } from '../../internal/dataVariants';

const sizeStyles: Record<HeadingSize, ReturnType<typeof css>> = {
  sm: css`
    --heading-size: ${vars.font.size.sm};
    --heading-weight: ${vars.font.weight.semibold};
  `,
  md: css`
    --heading-size: ${vars.font.size.lg};
    --heading-weight: ${vars.font.weight.bold};
  `,
  lg: css`
    --heading-size: ${vars.font.size.xl};
    --heading-weight: ${vars.font.weight.bold};
  `,
  xl: css`
    --heading-size: ${vars.font.size.xxl};
    --heading-weight: ${vars.font.weight.bold};
  `,
};

const toneStyles: Record<HeadingTone, ReturnType<typeof css>> = {
  default: css`
    --heading-color: ${vars.color.text};
  `,
  subtle: css`
    --heading-color: ${vars.color.textSubtle};
  `,
};

export const StyledHeading = styled.h2`
  ${dataVariants('size', sizeStyles)}
  ${dataVariants('tone', toneStyles)}
  margin: 0;
  color: var(--heading-color);
  font-size: var(--heading-size);
  font-weight: var(--heading-weight);
  line-height: ${vars.font.lineHeight.tight};
  word-break: keep-all;
`;
