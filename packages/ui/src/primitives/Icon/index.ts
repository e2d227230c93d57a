export { Icon } from './Icon';
export type { IconProps } from './Icon';
export { iconNames } from './Icon.shapes';
export type { IconName } from './Icon.shapes';
