export { ProductCard, ProductListItem } from './ProductCard';
export type { ProductCardProps, ProductListItemProps } from './ProductCard';
export { productCardVariants } from './ProductCard.variants';
export type { ProductCardLayout } from './ProductCard.variants';
