export { MutedText, PageSection, PageStack } from './PageSection';
export type { MutedTextProps, PageSectionProps, PageStackProps } from './PageSection';
export { pageStackVariants } from './PageSection.variants';
export type { PageStackGap, PageStackPaddingTop } from './PageSection.variants';
