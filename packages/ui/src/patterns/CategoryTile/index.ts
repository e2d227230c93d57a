export { CategoryTile } from './CategoryTile';
export type { CategoryTileProps } from './CategoryTile';
export { categoryTileVariants } from './CategoryTile.variants';
export type { CategoryTileSize } from './CategoryTile.variants';
