import { css, styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import { dataVariants } from '../../internal/dataVariants';
import type { BadgeTone } from './Badge.variants';

const toneStyles: Record<BadgeTone, ReturnType<typeof css>> = {
  primary: css`
    --badge-background: ${vars.color.primarySubtle};
    --badge-color: ${vars.color.primaryPressed};
  `,
  neutral: css`
    --badge-background: ${vars.color.surfacePressed};
    --badge-color: ${vars.color.textSubtle};
  `,
  success: css`
    --badge-background: ${vars.color.successSubtle};
    --badge-color: ${vars.color.success};
  `,
  warning: css`
    --badge-background: ${vars.color.warningSubtle};
    --badge-color: ${vars.color.warning};
  `,
  danger: css`
    --badge-background: ${vars.color.dangerSubtle};
    --badge-color: ${vars.color.danger};
  `,
};

export const StyledBadge = styled.span`
  ${dataVariants('tone', toneStyles)}
  display: inline-flex;
  align-items: center;
  padding: 2px ${vars.space[2]};
  border-radius: ${vars.radius.pill};
  background: var(--badge-background);
  color: var(--badge-color);
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.normal};
  white-space: nowrap;
  vertical-align: middle;
`;
