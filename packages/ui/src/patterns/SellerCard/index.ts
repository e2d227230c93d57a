export { SellerCard, formatSuccessfulBids } from './SellerCard';
export type { SellerCardProps } from './SellerCard';
export { StoreAvatar } from './StoreAvatar';
export type { StoreAvatarProps } from './StoreAvatar';
export { sellerCardVariants, storeAvatarVariants } from './SellerCard.variants';
export type { SellerCardSize, StoreAvatarSize } from './SellerCard.variants';
