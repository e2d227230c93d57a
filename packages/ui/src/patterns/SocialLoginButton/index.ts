export { SocialLoginButton } from './SocialLoginButton';
export type { SocialLoginButtonProps } from './SocialLoginButton';
export { socialLoginButtonVariants } from './SocialLoginButton.variants';
export type { SocialLoginProvider } from './SocialLoginButton.variants';
