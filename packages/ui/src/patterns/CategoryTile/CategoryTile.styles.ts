import { styled, css } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import type { CategoryTileSize } from './CategoryTile.variants';
import { dataVariants } from '../../internal/dataVariants';

const sizeStyles: Record<CategoryTileSize, ReturnType<typeof css>> = {
  lg: css`
    --tile-direction: column;
    --tile-image: 56px;
    --tile-padding: ${vars.space[4]} ${vars.space[2]};
    --tile-font: ${vars.font.size.md};
  `,
  md: css`
    --tile-direction: row;
    --tile-image: 40px;
    --tile-padding: ${vars.space[3]} ${vars.space[4]};
    --tile-font: ${vars.font.size.md};
  `,
};

export const StyledTile = styled.a`
  ${dataVariants('size', sizeStyles)}
  display: flex;
  flex-direction: var(--tile-direction);
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-height: 48px;
  padding: var(--tile-padding);
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};
  color: ${vars.color.text};
  font-size: var(--tile-font);
  font-weight: ${vars.font.weight.semibold};
  text-align: center;
  text-decoration: none;
  -webkit-tap-highlight-color: transparent;
  transition: transform ${vars.motion.fast} ${vars.motion.easing};

  &:active {
    transform: scale(0.97);
    background: ${vars.color.surfacePressed};
  }
`;

export const StyledTileImage = styled.img`
  width: var(--tile-image);
  height: var(--tile-image);
  object-fit: contain;
  flex: none;
`;

export const StyledTilePlaceholder = styled.span`
  width: var(--tile-image);
  height: var(--tile-image);
  flex: none;
  border-radius: ${vars.radius.md};
  background: ${vars.color.primarySubtle};
`;
