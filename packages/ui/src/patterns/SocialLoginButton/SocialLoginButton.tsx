import { Icon } from '../../primitives/Icon';
import type { ButtonProps } from '../../primitives/Button';
import { StyledSocialLoginButton } from './SocialLoginButton.styles';
import type { SocialLoginProvider } from './SocialLoginButton.variants';

export interface SocialLoginButtonProps extends Omit<
  ButtonProps,
  'variant' | 'size' | 'shape' | 'fullWidth' | 'asChild'
> {
  provider: SocialLoginProvider;
  /** The provider's own wording, as Korean users know it: '카카오로 시작하기', '네이버로 시작하기'. */
  children: ButtonProps['children'];
}

/**
 * A login button in its provider's brand colours, following the provider's login guide: the full-width
 * large kit Button with the provider's symbol before the label. The symbol is hidden from screen
 * readers, so the button is named by its label.
 */
export function SocialLoginButton({ provider, children, ...rest }: SocialLoginButtonProps) {
  return (
    <StyledSocialLoginButton data-provider={provider} fullWidth size="lg" {...rest}>
      <Icon name={provider} data-part="symbol" />
      {children}
    </StyledSocialLoginButton>
  );
}
