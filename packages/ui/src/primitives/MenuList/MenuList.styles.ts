import { css, styled } from 'styled-components';
import { dataVariants } from '../../internal/dataVariants';
import { vars } from '../../tokens/css-variables';
import type { MenuListItemTone } from './MenuList.variants';

const toneStyles: Record<MenuListItemTone, ReturnType<typeof css>> = {
  default: css`
    --menu-row-color: ${vars.color.text};
  `,
  subtle: css`
    --menu-row-color: ${vars.color.textSubtle};
  `,
};

export const StyledMenuList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${vars.color.border};
`;

export const StyledMenuListItem = styled.li`
  border-bottom: 1px solid ${vars.color.border};
`;

/** The whole row is the target: a link or a button, never smaller than a touch target. */
export const StyledRow = styled.a`
  ${dataVariants('tone', toneStyles)}
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  width: 100%;
  min-height: ${vars.layout.touchTarget};
  padding: ${vars.space[3]} ${vars.space[1]};
  border: 0;
  background: transparent;
  color: var(--menu-row-color);
  font: inherit;
  font-size: ${vars.font.size.md};
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${vars.color.surfaceMuted};
  }
  &:active {
    background: ${vars.color.surfacePressed};
  }
  &:disabled {
    color: ${vars.color.textDisabled};
    cursor: not-allowed;
  }
`;

export const StyledLabel = styled.span`
  flex: 1;
  min-width: 0;
`;

export const StyledDetail = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.sm};
`;

/** A right-pointing chevron: the kit's left one, mirrored. */
export const StyledChevron = styled.span`
  display: inline-flex;
  flex: none;
  width: 20px;
  height: 20px;
  color: ${vars.color.textMuted};
  transform: scaleX(-1);

  & > svg {
    width: 100%;
    height: 100%;
  }
`;
