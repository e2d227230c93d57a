export { Banner } from './Banner';
export type { BannerProps } from './Banner';
export { bannerVariants } from './Banner.variants';
export type { BannerTone } from './Banner.variants';
