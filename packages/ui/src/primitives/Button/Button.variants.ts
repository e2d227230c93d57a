import { defineVariants, type VariantValue } from '../../internal/variants';

export const buttonVariants = defineVariants({
  /**
   * `kakao` and `naver` are the social login buttons in the providers' brand colours, with their
   * symbol drawn before the label ('카카오로 시작하기', '네이버로 시작하기').
   */
  variant: {
    values: ['primary', 'secondary', 'outline', 'ghost', 'danger', 'kakao', 'naver'],
    default: 'primary',
  },
  size: { values: ['sm', 'md', 'lg'], default: 'md' },
  /** `pill` rounds the ends fully: chips of actions, '전화 상담' and the like. */
  shape: { values: ['rounded', 'pill'], default: 'rounded' },
});

export type ButtonVariant = VariantValue<typeof buttonVariants.variant>;
export type ButtonSize = VariantValue<typeof buttonVariants.size>;
export type ButtonShape = VariantValue<typeof buttonVariants.shape>;

/** The brand variants and the symbol each draws (an icon of the kit's set). */
export const brandSymbols = { kakao: 'kakao', naver: 'naver' } as const satisfies Partial<
  Record<ButtonVariant, string>
>;
