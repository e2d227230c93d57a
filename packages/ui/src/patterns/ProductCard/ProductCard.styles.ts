import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';

export const StyledProductCard = styled.div`
  --product-image: 72px;
  display: flex;
  min-width: 0;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};

  &[data-layout='card'] {
    position: relative;
    flex-direction: column;
    gap: ${vars.space[3]};
    padding: ${vars.space[3]};
    box-shadow: ${vars.shadow.sm};
  }

  &[data-layout='row'] {
    flex-direction: row;
    align-items: center;
    gap: ${vars.space[3]};
    padding: ${vars.space[3]} ${vars.space[4]};
  }
`;

export const StyledProductBody = styled.div`
  display: flex;
  flex: 1;
  gap: ${vars.space[3]};
  min-width: 0;
  min-height: ${vars.layout.touchTarget};
  color: inherit;
  text-decoration: none;
  -webkit-tap-highlight-color: transparent;

  [data-layout='card'] > & {
    flex-direction: column;
  }

  [data-layout='row'] > & {
    flex-direction: row;
    align-items: center;
  }

  &:is(a):active {
    opacity: 0.7;
  }
`;

export const StyledProductMedia = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  color: ${vars.color.textDisabled};

  [data-layout='card'] & {
    width: 100%;
    aspect-ratio: 1;
  }

  [data-layout='row'] & {
    width: var(--product-image);
    height: var(--product-image);
  }

  & > img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }

  & > svg {
    width: 40%;
    height: 40%;
  }
`;

export const StyledProductText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const StyledProductBrand = styled.span`
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.tight};
`;

export const StyledProductName = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const StyledProductAction = styled.div`
  flex: none;

  [data-layout='card'] > & > button {
    width: 100%;
  }
`;

/** The wish toggle: in the picture's corner on a card, at the end of a row. */
export const StyledProductWish = styled.div`
  flex: none;

  [data-layout='card'] > & {
    position: absolute;
    top: ${vars.space[1]};
    right: ${vars.space[1]};
  }

  & > button[aria-pressed='true'] {
    --icon-button-fg: ${vars.color.danger};
  }
`;
