export { Heading } from './Heading';
export type { HeadingProps } from './Heading';
export { headingVariants } from './Heading.variants';
export type { HeadingSize, HeadingTone } from './Heading.variants';
