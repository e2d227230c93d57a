// Browsing: the product list and detail, the wishlist, search history, store pages and notices.
export { categoryProductsQuery, useCategoryProducts } from './useCategoryProducts';
export type { CategoryProductsFilter } from './useCategoryProducts';
export {
  productDetailQuery,
  useProductDetail,
  type ProductDetailOptions,
} from './useProductDetail';
export { productMarketPricesQuery, useProductMarketPrices } from './useProductMarketPrices';
export { useToggleWishlist } from './useToggleWishlist';
export { useSearchHistory } from './useSearchHistory';
export { useDeleteSearchHistory } from './useDeleteSearchHistory';
export { useRecordSearch } from './useRecordSearch';
export { sellerStoreQuery, useSellerStore } from './useSellerStore';
export { useNotices } from './useNotices';
export { useNoticeDetail } from './useNoticeDetail';
export { faqsQuery, useFaqs } from './useFaqs';
