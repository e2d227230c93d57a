export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { radioGroupVariants } from './RadioGroup.variants';
export type { RadioGroupOrientation, RadioGroupVariant } from './RadioGroup.variants';
