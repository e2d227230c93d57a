export { RequestProductBanner } from './RequestProductBanner';
export type { RequestProductBannerProps, RequestProductColor } from './RequestProductBanner';
