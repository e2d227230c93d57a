export { MenuList, MenuListItem } from './MenuList';
export type { MenuListItemProps, MenuListProps } from './MenuList';
export { menuListItemVariants } from './MenuList.variants';
export type { MenuListItemTone } from './MenuList.variants';
