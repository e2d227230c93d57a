export { Text } from './Text';
export type { TextProps } from './Text';
export { textVariants } from './Text.variants';
export type { TextSize, TextTone } from './Text.variants';
