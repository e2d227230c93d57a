import { useMemo, type HTMLAttributes, type Ref } from 'react';
import { StyledHtmlContent } from './HtmlContent.styles';
import { sanitizeNoticeHtml } from './sanitize';

export interface HtmlContentProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** Untrusted HTML (a notice's content); it is always sanitised before it is rendered. */
  html: string;
  ref?: Ref<HTMLDivElement>;
}

/** Renders a notice's HTML body with the kit's typography, through DOMPurify. */
export function HtmlContent({ html, ...rest }: HtmlContentProps) {
  const clean = useMemo(() => sanitizeNoticeHtml(html), [html]);
  return (
    <StyledHtmlContent
      data-qm="html-content"
      {...rest}
      // Safe: the string comes from sanitizeNoticeHtml (DOMPurify with a tag allow-list).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
