export { SignInCard } from './SignInCard';
export type { SignInCardProps } from './SignInCard';
export { signInCardVariants } from './SignInCard.variants';
export type { SignInCardWidth } from './SignInCard.variants';
