import { css, styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import { dataVariants } from '../../internal/dataVariants';
import type { ProductThumbSize } from './ProductThumb.variants';

const sizeStyles: Record<ProductThumbSize, ReturnType<typeof css>> = {
  md: css`
    --thumb-size: 56px;
    --thumb-icon-size: 45%;
  `,
  lg: css`
    --thumb-size: ${vars.space[16]};
    --thumb-icon-size: ${vars.space[6]};
  `,
};

export const StyledProductThumb = styled.span`
  ${dataVariants('size', sizeStyles)}
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--thumb-size);
  height: var(--thumb-size);
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textDisabled};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }

  & > svg {
    width: var(--thumb-icon-size);
    height: var(--thumb-icon-size);
  }
`;
