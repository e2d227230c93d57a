export { Checkbox } from './Checkbox';
export type { CheckboxProps, CheckedState } from './Checkbox';
export { checkboxVariants } from './Checkbox.variants';
export type { CheckboxSize } from './Checkbox.variants';
