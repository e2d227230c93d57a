import { defineVariants, type VariantValue } from '../../internal/variants';

export const socialLoginButtonVariants = defineVariants({
  /**
   * The provider whose login guide the button follows: Kakao's yellow with its black speech bubble,
   * Naver's green with its white N. Each draws the kit's icon of the same name.
   */
  provider: { values: ['kakao', 'naver'], default: 'kakao' },
});

export type SocialLoginProvider = VariantValue<typeof socialLoginButtonVariants.provider>;
