export { DescriptionList } from './DescriptionList';
export type { DescriptionListItem, DescriptionListProps } from './DescriptionList';
export { descriptionListVariants } from './DescriptionList.variants';
export type { DescriptionListLayout } from './DescriptionList.variants';
