import { styled } from 'styled-components';
import { vars } from '../../tokens/css-variables';
import { cardSurface } from '../../internal/cardSurface';

export const StyledRequestProductBanner = styled.section`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  ${cardSurface}
`;

export const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const StyledEyebrow = styled.p`
  margin: 0;
  color: ${vars.color.primary};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.semibold};
`;

export const StyledBrand = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
`;

export const StyledName = styled.h2`
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const StyledOptions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[1]};
  }

  & > li + li::before {
    content: '·';
    margin-right: ${vars.space[1]};
    color: ${vars.color.textMuted};
  }
`;

/** The swatch colour comes from data (the product's colour), set as a CSS variable inline. */
export const StyledSwatch = styled.span`
  flex: none;
  width: ${vars.space[3]};
  height: ${vars.space[3]};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: 50%;
  background: var(--request-product-swatch, ${vars.color.surfaceMuted});
`;

export const StyledNote = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.xs};
`;
