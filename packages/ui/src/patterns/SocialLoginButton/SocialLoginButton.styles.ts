import { css, styled } from 'styled-components';
import { dataVariants } from '../../internal/dataVariants';
import { vars } from '../../tokens/css-variables';
import { Button } from '../../primitives/Button';
import type { SocialLoginProvider } from './SocialLoginButton.variants';

const providerStyles: Record<SocialLoginProvider, ReturnType<typeof css>> = {
  kakao: css`
    --button-bg: ${vars.color.kakao};
    --button-bg-hover: ${vars.color.kakaoHover};
    --button-bg-pressed: ${vars.color.kakaoPressed};
    --button-fg: ${vars.color.onKakao};
    --social-symbol: ${vars.color.kakaoSymbol};
  `,
  naver: css`
    --button-bg: ${vars.color.naver};
    --button-bg-hover: ${vars.color.naverHover};
    --button-bg-pressed: ${vars.color.naverPressed};
    --button-fg: ${vars.color.onNaver};
    --social-symbol: ${vars.color.naverSymbol};
  `,
};

/*
 * The Button's own colour variables, set again for the provider. These rules are as specific as the
 * Button's variant rule and come after it, so they win; its disabled rule is more specific and still
 * greys the button out while another login is under way.
 */
export const StyledSocialLoginButton = styled(Button)`
  ${dataVariants('provider', providerStyles)}

  & > [data-part='label'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space[2]};
  }

  & [data-part='symbol'] {
    flex: none;
    width: 1.25em;
    height: 1.25em;
    color: var(--social-symbol);
  }

  &:disabled:not([data-loading='true']) [data-part='symbol'] {
    color: currentColor;
  }
`;
