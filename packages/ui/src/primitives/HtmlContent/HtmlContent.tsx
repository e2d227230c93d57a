import { useMemo, type HTMLAttributes, type Ref } from 'react';
import { StyledHtmlContent } from './HtmlContent.styles';
import { sanitizeHtml, type HtmlPolicy } from './sanitize';

export interface HtmlContentProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** Untrusted HTML (a notice's content); it is always sanitised before it is rendered. */
  html: string;
  /** What the HTML may keep: the app's allow-list of tags, attributes, links and images. */
  policy: HtmlPolicy;
  ref?: Ref<HTMLDivElement>;
}

/** Renders untrusted HTML (a notice's body) with the kit's typography, through DOMPurify. */
export function HtmlContent({ html, policy, ...rest }: HtmlContentProps) {
  const clean = useMemo(() => sanitizeHtml(html, policy), [html, policy]);
  return (
    <StyledHtmlContent
      data-qm="html-content"
      {...rest}
      // Safe: the string comes from sanitizeHtml (DOMPurify with the policy's allow-list).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
