import { styled, css } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import type { EmptyStateVariant } from './EmptyState.variants';
import { dataVariants } from '../../internal/dataVariants';

const variantStyles: Record<EmptyStateVariant, ReturnType<typeof css>> = {
  full: css`
    --empty-padding: ${vars.space[16]} ${vars.space[6]};
    --empty-gap: ${vars.space[3]};
    --empty-title: ${vars.font.size.lg};
    --empty-icon: ${vars.space[16]};
  `,
  compact: css`
    --empty-padding: ${vars.space[6]} ${vars.space[4]};
    --empty-gap: ${vars.space[2]};
    --empty-title: ${vars.font.size.md};
    --empty-icon: ${vars.space[10]};
  `,
};

export const StyledEmptyState = styled.div`
  ${dataVariants('variant', variantStyles)}
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--empty-gap);
  padding: var(--empty-padding);
  text-align: center;

  &[data-variant='full'] {
    min-height: 50vh;
  }
`;

export const StyledIcon = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: var(--empty-icon);
  height: var(--empty-icon);
  color: ${vars.color.textMuted};

  & > svg,
  & > img {
    width: 100%;
    height: 100%;
  }
`;

export const StyledTitle = styled.p`
  margin: 0;
  color: ${vars.color.text};
  font-size: var(--empty-title);
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const StyledDescription = styled.p`
  margin: 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.normal};
  white-space: pre-line;
`;

export const StyledAction = styled.div`
  margin-top: ${vars.space[2]};
`;
