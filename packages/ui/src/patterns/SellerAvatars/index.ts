export { SellerAvatars } from './SellerAvatars';
export type { SellerAvatarItem, SellerAvatarsProps } from './SellerAvatars';
export {
  MAX_SELLER_AVATARS,
  sellerAvatarsLayout,
  sellerAvatarsVariants,
} from './SellerAvatars.variants';
export type { SellerAvatarsSize } from './SellerAvatars.variants';
