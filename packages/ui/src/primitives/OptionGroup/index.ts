export { OptionGroup } from './OptionGroup';
export type { OptionGroupOption, OptionGroupProps } from './OptionGroup';
export { optionGroupKind, optionGroupVariants } from './OptionGroup.variants';
export type { OptionGroupKind } from './OptionGroup.variants';
