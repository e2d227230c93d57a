import { styled, css } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import type { SellerCardSize, StoreAvatarSize } from './SellerCard.variants';
import { dataVariants } from '../../internal/dataVariants';

const avatarSizes: Record<StoreAvatarSize, ReturnType<typeof css>> = {
  sm: css`
    --avatar-size: 40px;
  `,
  md: css`
    --avatar-size: 48px;
  `,
  lg: css`
    --avatar-size: 96px;
  `,
};

export const StyledStoreAvatar = styled.span`
  ${dataVariants('size', avatarSizes)}
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--avatar-size);
  height: var(--avatar-size);
  overflow: hidden;
  border-radius: 50%;
  background: ${vars.color.surfaceMuted};
  box-shadow: inset 0 0 0 1px ${vars.color.border};
  color: ${vars.color.textDisabled};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  & > svg {
    width: 56%;
    height: 56%;
  }
`;

const sizeStyles: Record<SellerCardSize, ReturnType<typeof css>> = {
  sm: css`
    --seller-name: ${vars.font.size.md};
    --seller-meta: ${vars.font.size.sm};
    --seller-gap: ${vars.space[3]};
  `,
  md: css`
    --seller-name: ${vars.font.size.lg};
    --seller-meta: ${vars.font.size.sm};
    --seller-gap: ${vars.space[3]};
  `,
};

export const StyledSellerCard = styled.div`
  ${dataVariants('size', sizeStyles)}
  display: flex;
  align-items: center;
  gap: var(--seller-gap);
  min-width: 0;
`;

export const StyledSellerIdentity = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: var(--seller-gap);
  min-width: 0;
  min-height: ${vars.layout.touchTarget};
  color: inherit;
  text-decoration: none;
  -webkit-tap-highlight-color: transparent;

  &:is(a):active {
    opacity: 0.7;
  }
`;

export const StyledSellerText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const StyledSellerName = styled.span`
  overflow: hidden;
  color: ${vars.color.text};
  font-size: var(--seller-name);
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
  text-overflow: ellipsis;
  white-space: nowrap;

  & > [data-part='owner'] {
    margin-left: ${vars.space[1]};
    color: ${vars.color.textSubtle};
    font-size: var(--seller-meta);
    font-weight: ${vars.font.weight.regular};
  }
`;

export const StyledSellerMeta = styled.span`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.textSubtle};
  font-size: var(--seller-meta);
  line-height: ${vars.font.lineHeight.tight};

  & > [data-part='bids']::before {
    content: '';
    display: inline-block;
    width: 1px;
    height: 0.8em;
    margin-right: ${vars.space[2]};
    background: ${vars.color.borderStrong};
    vertical-align: -0.05em;
  }
`;

export const StyledSellerAction = styled.div`
  flex: none;
`;

/** The marks under the meta line (사업자 확인); a line of their own so the meta never wraps. */
export const StyledSellerBadges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

/** A line of its own under the meta (the store's answer speed), as small as the meta. */
export const StyledSellerNote = styled.span`
  color: ${vars.color.textSubtle};
  font-size: var(--seller-meta);
  line-height: ${vars.font.lineHeight.tight};
`;
