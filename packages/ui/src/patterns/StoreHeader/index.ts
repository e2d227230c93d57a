export { StoreHeader } from './StoreHeader';
export type { StoreHeaderProps } from './StoreHeader';
