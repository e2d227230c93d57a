import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Text, type TextProps } from '../Text';
import {
  StyledHeader,
  StyledPageSection,
  StyledPageStack,
  StyledTitle,
} from './PageSection.styles';
import {
  pageStackVariants,
  type PageStackGap,
  type PageStackPaddingTop,
} from './PageSection.variants';

export interface PageStackProps extends HTMLAttributes<HTMLDivElement> {
  gap?: PageStackGap;
  paddingTop?: PageStackPaddingTop;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** A page's content: its blocks stacked top to bottom with the page padding around them. */
export function PageStack({
  gap = pageStackVariants.gap.default,
  paddingTop = pageStackVariants.paddingTop.default,
  ...rest
}: PageStackProps) {
  return (
    <StyledPageStack data-qm="page-stack" data-gap={gap} data-padding-top={paddingTop} {...rest} />
  );
}

export interface PageSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's `h2`; it also names the section (`aria-labelledby`). */
  title: ReactNode;
  /** The heading's id; generated when omitted. */
  titleId?: string;
  /** A control at the right of the heading, e.g. a sort button. */
  action?: ReactNode;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** A titled block of a page: a `section` named by its `h2` heading. */
export function PageSection({ title, titleId, action, children, ...rest }: PageSectionProps) {
  const generatedId = useId();
  const headingId = titleId ?? generatedId;
  const heading = (
    <StyledTitle id={headingId} data-part="title">
      {title}
    </StyledTitle>
  );
  return (
    <StyledPageSection data-qm="page-section" aria-labelledby={headingId} {...rest}>
      {action ? (
        <StyledHeader data-part="header">
          {heading}
          {action}
        </StyledHeader>
      ) : (
        heading
      )}
      {children}
    </StyledPageSection>
  );
}

export type MutedTextProps = Omit<TextProps, 'tone' | 'size'>;

/** A short secondary line in a page: a search's result note, a "nothing here" remark. */
export function MutedText(props: MutedTextProps) {
  return <Text tone="muted" size="sm" {...props} />;
}
