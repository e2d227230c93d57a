export { ProductThumb } from './ProductThumb';
export type { ProductThumbProps } from './ProductThumb';
export { productThumbVariants } from './ProductThumb.variants';
export type { ProductThumbSize } from './ProductThumb.variants';
