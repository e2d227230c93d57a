import { styled, css } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import type { SellerAvatarsSize } from './SellerAvatars.variants';
import { dataVariants } from '../../internal/dataVariants';

const sizeStyles: Record<SellerAvatarsSize, ReturnType<typeof css>> = {
  sm: css`
    --avatars-size: 28px;
    --avatars-font: ${vars.font.size.xs};
  `,
  md: css`
    --avatars-size: 36px;
    --avatars-font: ${vars.font.size.sm};
  `,
};

export const StyledSellerAvatars = styled.span`
  ${dataVariants('size', sizeStyles)}
  display: inline-flex;
  align-items: center;
  padding-left: calc(var(--avatars-size) / 4);
`;

export const StyledAvatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--avatars-size);
  height: var(--avatars-size);
  margin-left: calc(var(--avatars-size) / -4);
  overflow: hidden;
  border: 2px solid ${vars.color.surface};
  border-radius: 50%;
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primaryPressed};
  font-size: var(--avatars-font);
  font-weight: ${vars.font.weight.bold};
  line-height: 1;

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  & > svg {
    width: 56%;
    height: 56%;
  }

  &[data-part='more'] {
    background: ${vars.color.inverse};
    color: ${vars.color.onInverse};
    letter-spacing: -0.02em;
  }
`;
